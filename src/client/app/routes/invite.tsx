import { useParams } from 'react-router';
import { InviteView } from '../../features/members/components/invite-view';

/** /invite/:token: another adult's invite to join a family (no app chrome; signed in or not). */
export default function InvitePage() {
  const { token = '' } = useParams();
  return <InviteView token={token} />;
}
