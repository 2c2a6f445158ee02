import { confirmationMessages as m } from '@shared/messages/confirmations';
import { roleMay } from '@shared/domain/roles';
import { PageHeader } from '../../components/page-header';
import { ConfirmList } from '../../features/confirmations/components/confirm-list';
import { useMe } from '../../lib/session';

/** 'To confirm': the children's ticks waiting for a parent (ADR 024). */
export default function ConfirmPage() {
  const { data: me } = useMe();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader title={m.title} description={m.intro} />
      <ConfirmList canConfirm={me ? roleMay(me.member.role, 'family:write') : false} />
    </div>
  );
}
