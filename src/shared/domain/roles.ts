/**
 * Members and roles (ADR 024): who may use which route. Every API route declares one right next to its
 * schema (`config: { rights }`); one check on the server enforces it, the generated role × route test holds
 * every route to this table, and the client hides what a role cannot do.
 */
export const ROLES = ['parent', 'teacher', 'viewer', 'child'] as const;
export type Role = (typeof ROLES)[number];

export const RIGHTS = [
  /** Anyone, signed in or not (sign-in, health, a secret link's page). */
  'public',
  /** Any signed-in member, a child too (the own account summary, the live updates). */
  'signed-in',
  /** An adult's own sign-in (their sessions). */
  'account',
  /** The family's parent only: members, invites, children's sign-in, adding and removing children, export, import, deletion. */
  'owner',
  /** Read the family's data: parent, teacher, viewer. */
  'family:read',
  /** Change the family's data: parent, teacher. */
  'family:write',
  /** Read one child's day: parent, teacher, viewer, and that child. */
  'child:read',
  /** Tick off one child's work: parent, teacher, and that child. */
  'child:write',
] as const;
export type Right = (typeof RIGHTS)[number];

const ADULTS: readonly Role[] = ['parent', 'teacher', 'viewer'];

/** The roles each right lets in ('public' lets in everyone, signed out too). A child only for their own child id. */
export const ROLES_WITH_RIGHT: Record<Exclude<Right, 'public'>, readonly Role[]> = {
  'signed-in': ROLES,
  account: ADULTS,
  owner: ['parent'],
  'family:read': ADULTS,
  'family:write': ['parent', 'teacher'],
  'child:read': ROLES,
  'child:write': ['parent', 'teacher', 'child'],
};

/** Whether a member of this role may use a route with this right (a child: for their own child id only). */
export function roleMay(role: Role, right: Right): boolean {
  return right === 'public' || ROLES_WITH_RIGHT[right].includes(role);
}

/** Rights that name one child: a child member may use them only for their own child. */
export const CHILD_RIGHTS: readonly Right[] = ['child:read', 'child:write'];

/** What the client can show a member: may they change the family's data? */
export const canWrite = (role: Role): boolean => roleMay(role, 'family:write');
