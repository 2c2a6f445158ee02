import { todayIn, type IsoDate } from '../../shared/domain/dates';
import type { Role } from '../../shared/domain/roles';

/** Who acts in a request: the member (an adult of the family, or a child on their own sign-in). */
export interface Actor {
  /** What `recorded_by` columns hold: the parent's id is the family's id, a child's is the child's id. */
  memberId: string;
  role: Role;
  /** The adult's or the child's name, as records show who did what (null when the account has none). */
  name: string | null;
}

/**
 * What every service is handed first (ADR 027): the family a request acts for, who acts, and the family's day.
 * Resolved once per request, before the handler, by `registerScope`; another family's or an unknown child is a
 * 404 there, so a service never checks it again.
 */
export interface Scope {
  /** The family's id (the parent's user id): every family row is scoped by it (`user_id`). */
  familyId: string;
  actor: Actor;
  /** The family's timezone as stored when the request began. */
  timezone: string;
  /** Today in the family's timezone. */
  today: IsoDate;
  /** The family setting 'Parent confirms completed work'. */
  confirmCompletions: boolean;
}

/** A per-child request's scope (`/api/students/:studentId/…`): the child is the family's, and a child actor's own. */
export interface StudentScope extends Scope {
  studentId: string;
}

/** What a child's rows are keyed by: the family and the child. Repositories take this much of a scope. */
export type StudentKey = Pick<StudentScope, 'familyId' | 'studentId'>;

/** A child's own tick waits for a parent when the family asks for it ('Parent confirms completed work'). */
export const tickWaits = (scope: Pick<Scope, 'actor' | 'confirmCompletions'>): boolean =>
  scope.actor.role === 'child' && scope.confirmCompletions;

/** The scope for one of the family's children, from a family scope (the caller has checked the child is theirs). */
export const forStudent = (scope: Scope, studentId: string): StudentScope => ({ ...scope, studentId });

/** What a scope needs of the family beyond who acts: its timezone and 'Parent confirms completed work'. */
export interface FamilyContext {
  timezone: string;
  confirmCompletions: boolean;
}

/** The scope of a request by `actor` for the family, on the family's day at `now`. */
export const scopeFor = (
  familyId: string,
  actor: Actor,
  context: FamilyContext,
  now = new Date(),
): Scope => ({
  familyId,
  actor,
  timezone: context.timezone,
  today: todayIn(context.timezone, now),
  confirmCompletions: context.confirmCompletions,
});
