import type { FastifyRequest } from 'fastify';
import type { ActivityKind } from '@shared/domain/activity';
import type { AppDeps } from '../deps';

/** What a route's successful answer writes to the account activity (ADR 032), declared next to its rights. */
export type ActivityDeclaration =
  | ActivityKind
  | {
      kind: ActivityKind;
      /** What it was about, read before the handler runs (a child about to be deleted still has a name). */
      detail: (req: FastifyRequest, deps: AppDeps) => Promise<string | null> | string | null;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    activity?: ActivityDeclaration;
  }
  interface FastifyRequest {
    activityDetail: string | null;
  }
}

export const activityKindOf = (d: ActivityDeclaration): ActivityKind => (typeof d === 'string' ? d : d.kind);

/** The child a per-child route names, by name (for a deletion's entry). */
export async function childNamed(req: FastifyRequest, deps: AppDeps): Promise<string | null> {
  const id = (req.params as { studentId?: string }).studentId;
  if (!id) return null;
  return (await deps.students.list(req.member.familyId)).find((s) => s.id === id)?.name ?? null;
}

/** A records deletion: the kind of record, and whose. */
export const recordsDeleted = (what: string): ActivityDeclaration => ({
  kind: 'records-deleted',
  detail: async (req, deps) => {
    const child = await childNamed(req, deps);
    return child ? `${what} (${child})` : what;
  },
});
