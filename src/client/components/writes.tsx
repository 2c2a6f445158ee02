import type { ReactNode } from 'react';
import { useCan } from '../lib/role';

/** Controls that change the family's data: a viewer (read-only, ADR 024) does not see them. */
export function Writes({ children }: { children: ReactNode }) {
  return useCan().viewOnly ? null : <>{children}</>;
}
