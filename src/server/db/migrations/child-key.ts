/**
 * A per-child table's composite foreign key: the row's child belongs to the row's account (user_id,
 * student_id) → students(user_id, id) (migration 0006). Spread into `addForeignKeyConstraint`.
 */
export const childKey = (table: string) =>
  [
    `${table}_student_fk`,
    ['user_id', 'student_id'] as any[],
    'students',
    ['user_id', 'id'] as string[],
  ] as const;
