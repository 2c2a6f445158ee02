import { randomUUID } from 'node:crypto';
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Families (ADR 017): an account has children (`students`); per-child rows carry `student_id`.
 *
 * Every existing account that has a child's name or age, or any per-child row, gets one child from its
 * profile (name, age, xp, level), and every per-child row is assigned to it. Per-child tables are rebuilt
 * (SQLite cannot add a NOT NULL foreign key column) with a composite foreign key (user_id, student_id) →
 * students(user_id, id): a row's child always belongs to the row's account, and removing a child removes
 * exactly its rows. Every index that started with user_id now starts with (user_id, student_id).
 */

type Builder = CreateTableBuilder<string, any>;

const priority = sql`priority in ('low', 'medium', 'high')`;
const flag = (col: string) => sql`${sql.ref(col)} in (0, 1)`;

interface PerChildTable {
  name: string;
  /** Columns other than id, user_id and student_id, in order, with the constraints they had. */
  columns: (t: Builder, real: 'double precision' | 'real') => Builder;
  /** Column names copied over (besides user_id). */
  copy: string[];
  hasId?: false;
  constraints?: (t: Builder) => Builder;
  indexes: [string, string[]][];
}

const listColumns = (withCreatedDate: boolean) => (t: Builder) => {
  let b = t
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(priority))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0).check(flag('completed')))
    .addColumn('completed_at', 'text');
  if (withCreatedDate) b = b.addColumn('created_date', 'text', (c) => c.notNull());
  return b.addColumn('created_at', 'text', (c) => c.notNull());
};

const LIST_COPY = ['title', 'priority', 'completed', 'completed_at', 'created_at'];

export const PER_CHILD_TABLES: PerChildTable[] = [
  {
    name: 'tasks',
    columns: listColumns(true),
    copy: ['id', ...LIST_COPY, 'created_date'],
    indexes: [
      [
        'tasks_student_date_order_idx',
        ['user_id', 'student_id', 'created_date', 'completed', 'created_at desc', 'id'],
      ],
      ['tasks_student_created_id_idx', ['user_id', 'student_id', 'created_at', 'id']],
    ],
  },
  {
    name: 'bucket_list_items',
    columns: listColumns(true),
    copy: ['id', ...LIST_COPY, 'created_date'],
    indexes: [['bucket_list_items_student_created_id_idx', ['user_id', 'student_id', 'created_at', 'id']]],
  },
  {
    name: 'learn_list_items',
    columns: listColumns(false),
    copy: ['id', ...LIST_COPY],
    indexes: [['learn_list_items_student_created_id_idx', ['user_id', 'student_id', 'created_at', 'id']]],
  },
  {
    name: 'attendance',
    columns: (t) =>
      t
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('present', 'integer', (c) => c.notNull().check(flag('present')))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull()),
    copy: ['id', 'date', 'present', 'created_at', 'updated_at'],
    constraints: (t) =>
      t.addUniqueConstraint('attendance_student_date_key', ['user_id', 'student_id', 'date']),
    indexes: [['attendance_student_present_date_idx', ['user_id', 'student_id', 'present', 'date']]],
  },
  {
    name: 'assignments',
    columns: (t, real) =>
      t
        .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('assignment_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('assignment_date', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('completed')
            .check(sql`status in ('upcoming', 'work_in_progress', 'completed')`),
        )
        .addColumn('grade_percentage', real, (c) =>
          c.check(sql`grade_percentage is null or (grade_percentage >= 0 and grade_percentage <= 100)`),
        )
        .addColumn('earned_points', real, (c) => c.check(sql`earned_points is null or earned_points >= 0`))
        .addColumn('max_points', real, (c) => c.check(sql`max_points is null or max_points >= 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull()),
    copy: [
      'id',
      'class_id',
      'assignment_name',
      'description',
      'assignment_date',
      'due_date',
      'status',
      'grade_percentage',
      'earned_points',
      'max_points',
      'created_at',
      'updated_at',
    ],
    indexes: [
      ['assignments_student_created_id_idx', ['user_id', 'student_id', 'created_at', 'id']],
      ['assignments_class_id_idx', ['class_id']],
    ],
  },
  {
    name: 'day_schedule',
    columns: (t) =>
      t
        .addColumn('block_id', 'text', (c) => c.notNull().references('day_blocks.id').onDelete('cascade'))
        .addColumn('schedule_date', 'text', (c) => c.notNull())
        .addColumn('start_time', 'integer', (c) => c.notNull().check(sql`start_time >= 0`))
        .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration between 5 and 480`))
        .addColumn('created_at', 'text', (c) => c.notNull()),
    copy: ['id', 'block_id', 'schedule_date', 'start_time', 'duration', 'created_at'],
    indexes: [
      [
        'day_schedule_student_date_start_id_idx',
        ['user_id', 'student_id', 'schedule_date', 'start_time', 'id'],
      ],
      ['day_schedule_block_id_idx', ['block_id']],
    ],
  },
  {
    name: 'xp_ledger',
    columns: (t) =>
      t
        .addColumn('source_kind', 'text', (c) => c.notNull())
        .addColumn('source_id', 'text', (c) => c.notNull())
        .addColumn('xp', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull()),
    copy: ['id', 'source_kind', 'source_id', 'xp', 'created_at'],
    constraints: (t) =>
      t.addUniqueConstraint('xp_ledger_student_source_key', [
        'user_id',
        'student_id',
        'source_kind',
        'source_id',
      ]),
    indexes: [['xp_ledger_student_created_id_idx', ['user_id', 'student_id', 'created_at', 'id']]],
  },
  {
    name: 'achievements',
    hasId: false,
    columns: (t) =>
      t
        .addColumn('achievement_id', 'text', (c) => c.notNull())
        .addColumn('unlocked_at', 'text', (c) => c.notNull()),
    copy: ['achievement_id', 'unlocked_at'],
    constraints: (t) =>
      t.addPrimaryKeyConstraint('achievements_student_pk', ['user_id', 'student_id', 'achievement_id']),
    indexes: [
      ['achievements_student_unlocked_idx', ['user_id', 'student_id', 'unlocked_at', 'achievement_id']],
    ],
  },
  {
    name: 'task_carry_forward',
    hasId: false,
    columns: (t) =>
      t
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('carried', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull()),
    copy: ['day', 'carried', 'created_at'],
    constraints: (t) =>
      t.addPrimaryKeyConstraint('task_carry_forward_student_pk', ['user_id', 'student_id', 'day']),
    indexes: [],
  },
];

/** The colour and emoji a migrated account's child gets (the first of the palette, shared/domain/students.ts). */
const FIRST_COLOR = 'indigo';
const FIRST_EMOJI = '🧒';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('students')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull().check(sql`age between 1 and 99`))
    .addColumn('grade_level', 'text', (c) =>
      c.check(
        sql`grade_level is null or grade_level in ('K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12')`,
      ),
    )
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`xp >= 0`),
    )
    .addColumn('level', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`level >= 0`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('students_user_id_key', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('students_user_position_idx')
    .on('students')
    .columns(['user_id', 'position', 'id'])
    .execute();

  // One child per existing account that has a child's name or age, or any per-child row.
  const owners = PER_CHILD_TABLES.map(
    (table) => sql`exists (select 1 from ${sql.table(table.name)} r where r.user_id = u.id)`,
  );
  const { rows: accounts } = await sql<{
    userId: string;
    displayName: string | null;
    userName: string | null;
    childAge: string | null;
    xp: number | null;
    level: number | null;
    createdAt: string | null;
  }>`
    select u.id as user_id, p.display_name, u.name as user_name, p.child_age, p.xp, p.level, p.created_at
    from "user" u left join profiles p on p.id = u.id
    where p.display_name is not null or p.child_age is not null or ${sql.join(owners, sql` or `)}
  `.execute(db);
  const now = new Date().toISOString();
  const children = accounts.map((a) => ({
    id: randomUUID(),
    user_id: a.userId,
    name: (a.displayName?.trim() || a.userName?.trim() || 'Student').slice(0, 100),
    age: /^([1-9]|1[0-8])$/.test(a.childAge?.trim() ?? '') ? Number(a.childAge!.trim()) : 10,
    grade_level: null,
    color: FIRST_COLOR,
    emoji: FIRST_EMOJI,
    position: 0,
    xp: Number(a.xp ?? 0),
    level: Number(a.level ?? 0),
    created_at: a.createdAt ?? now,
    updated_at: now,
  }));
  for (let i = 0; i < children.length; i += 500) {
    await db
      .insertInto('students')
      .values(children.slice(i, i + 500))
      .execute();
  }

  for (const table of PER_CHILD_TABLES) {
    const next = `${table.name}_v6`;
    let builder = db.schema.createTable(next) as unknown as Builder;
    if (table.hasId !== false) builder = builder.addColumn('id', 'text', (c) => c.primaryKey());
    builder = builder
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('student_id', 'text', (c) => c.notNull());
    builder = table.columns(builder, t.real);
    builder = builder.addForeignKeyConstraint(
      `${table.name}_student_fk`,
      ['user_id', 'student_id'],
      'students',
      ['user_id', 'id'],
      (c) => c.onDelete('cascade'),
    );
    if (table.constraints) builder = table.constraints(builder);
    await builder.execute();

    const cols = sql.join(table.copy.map((c) => sql.ref(c)));
    const fromCols = sql.join(table.copy.map((c) => sql.ref(`r.${c}`)));
    await sql`
      insert into ${sql.table(next)} (user_id, student_id, ${cols})
      select r.user_id, s.id, ${fromCols} from ${sql.table(table.name)} r join students s on s.user_id = r.user_id
    `.execute(db);
    await db.schema.dropTable(table.name).execute();
    await db.schema.alterTable(next).renameTo(table.name).execute();
    for (const [name, columns] of table.indexes)
      await db.schema.createIndex(name).on(table.name).columns(columns).execute();
  }

  // Calendar events: optionally for one child (the family's when null).
  await db.schema
    .alterTable('calendar_events')
    .addColumn('student_id', 'text', (c) => c.references('students.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('calendar_events_student_idx')
    .on('calendar_events')
    .column('student_id')
    .execute();

  // Classes: the children enrolled in each (a class's events stay the family's).
  await db.schema
    .createTable('class_students')
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('class_students_pk', ['class_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('class_students_user_student_idx')
    .on('class_students')
    .columns(['user_id', 'student_id', 'class_id'])
    .execute();
  await db.schema
    .createIndex('class_students_student_idx')
    .on('class_students')
    .column('student_id')
    .execute();
  await sql`insert into class_students (class_id, student_id, user_id) select c.id, s.id, c.user_id from classes c join students s on s.user_id = c.user_id`.execute(
    db,
  );

  // The child's name, age, xp and level now live on the child; the profile keeps the family's settings.
  for (const column of ['display_name', 'child_age', 'xp', 'level']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
}

export async function down(): Promise<void> {
  // Going back would have to merge several children into one account's rows; restore a backup instead.
  throw new Error('0006-families cannot be undone: restore the database from a backup (docs/operations).');
}
