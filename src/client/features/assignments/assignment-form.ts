import { applyGradingRules, type AssignmentStatus, type GradingField } from '@shared/domain/grades';
import type { Assignment, UpdateAssignmentInput } from '@shared/schemas/assignments';
import { firstIssuePerField, type FormCheck } from '../../lib/form-check';
import type * as assignmentsSchemas from '@shared/schemas/assignments';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const createAssignmentSchema = lazySchema<typeof assignmentsSchemas.createAssignmentSchema>(() =>
  import('@shared/schemas/assignments').then((m) => m.createAssignmentSchema),
);

/** What the assignment dialog edits: every input as typed (numbers as text). */
export interface AssignmentFormValues {
  assignmentName: string;
  description: string;
  assignmentDate: string;
  status: AssignmentStatus;
  dueDate: string;
  gradePercentage: string;
  earnedPoints: string;
  maxPoints: string;
  /** One of the class's grading categories; '' for none. */
  category: string;
}

export type AssignmentFormField = keyof AssignmentFormValues;

/** The fields a new assignment is sent with (the class is added by the caller). */
export interface AssignmentPayload {
  assignmentName: string;
  description: string | null;
  assignmentDate: string;
  status: AssignmentStatus;
  dueDate: string | null;
  gradePercentage: number | null;
  earnedPoints: number | null;
  maxPoints: number | null;
  category: string | null;
}

export type FormResult = FormCheck<AssignmentPayload, AssignmentFormField>;

export function emptyForm(today: string): AssignmentFormValues {
  return {
    assignmentName: '',
    description: '',
    assignmentDate: today,
    status: 'completed',
    dueDate: '',
    gradePercentage: '',
    earnedPoints: '',
    maxPoints: '',
    category: '',
  };
}

const text = (n: number | null) => (n == null ? '' : String(n));

export function formFromAssignment(a: Assignment): AssignmentFormValues {
  return {
    assignmentName: a.assignmentName,
    description: a.description ?? '',
    assignmentDate: a.assignmentDate,
    status: a.status,
    dueDate: a.dueDate ?? '',
    gradePercentage: text(a.gradePercentage),
    earnedPoints: text(a.earnedPoints),
    maxPoints: text(a.maxPoints),
    category: a.category ?? '',
  };
}

/** '' → null; anything else → a number (NaN for junk, which validation refuses). */
export function parseNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export const dueDateApplies = (status: AssignmentStatus) => status !== 'completed';
export const gradesApply = (status: AssignmentStatus) => status === 'completed';

/**
 * Turns the form into the request the server expects, with the server's own rules checked first so the
 * dialog can show the message next to the field. Inputs that do not apply to the status are not sent.
 * A blank name is 'blank' (the spec: the dialog silently does nothing).
 */
export function readForm(values: AssignmentFormValues): FormResult {
  if (values.assignmentName.trim() === '') return { kind: 'blank' };
  const grades = gradesApply(values.status);
  const earned = grades ? parseNumber(values.earnedPoints) : null;
  const max = grades ? parseNumber(values.maxPoints) : null;
  const byPoints = earned != null && max != null;
  const candidate = {
    classId: 'form',
    assignmentName: values.assignmentName,
    description: values.description,
    assignmentDate: values.assignmentDate,
    status: values.status,
    dueDate: dueDateApplies(values.status) && values.dueDate !== '' ? values.dueDate : null,
    gradePercentage: grades && !byPoints ? parseNumber(values.gradePercentage) : null,
    earnedPoints: earned,
    maxPoints: max,
    category: values.category,
  };
  const parsed = createAssignmentSchema.safeParse(candidate);
  if (!parsed.success) return { kind: 'invalid', errors: firstIssuePerField(parsed.error.issues) };
  const { classId: _classId, ...input } = parsed.data;
  const rules = applyGradingRules(
    {
      assignmentDate: input.assignmentDate,
      status: 'completed',
      dueDate: null,
      gradePercentage: null,
      earnedPoints: null,
      maxPoints: null,
    },
    input,
  );
  if (!rules.ok) return { kind: 'invalid', errors: { [rules.field as GradingField]: rules.message } };
  return {
    kind: 'ok',
    payload: {
      ...rules.value,
      assignmentName: input.assignmentName,
      description: input.description ?? null,
      category: input.category ?? null,
    },
  };
}

/** Only the fields that differ from the stored assignment; a grade travels as a whole. */
export function changedFields(original: Assignment, next: AssignmentPayload): UpdateAssignmentInput {
  const patch: UpdateAssignmentInput = {};
  if (next.assignmentName !== original.assignmentName) patch.assignmentName = next.assignmentName;
  if (next.description !== original.description) patch.description = next.description;
  if (next.assignmentDate !== original.assignmentDate) patch.assignmentDate = next.assignmentDate;
  if (next.status !== original.status) patch.status = next.status;
  if (next.dueDate !== original.dueDate) patch.dueDate = next.dueDate;
  if (next.category !== original.category) patch.category = next.category;
  const byPoints = next.earnedPoints != null && next.maxPoints != null;
  const gradeChanged =
    next.earnedPoints !== original.earnedPoints ||
    next.maxPoints !== original.maxPoints ||
    (!byPoints && next.gradePercentage !== original.gradePercentage);
  if (gradeChanged) {
    patch.gradePercentage = byPoints ? null : next.gradePercentage;
    patch.earnedPoints = next.earnedPoints;
    patch.maxPoints = next.maxPoints;
  }
  return patch;
}
