import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';

/** The confirmation, in a module of its own that only `EsaDeleteButton` loads, when it is first asked for. */
export function EsaConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  return <ConfirmDialog {...props} />;
}
