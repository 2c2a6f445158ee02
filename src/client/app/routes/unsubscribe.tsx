import { useParams } from 'react-router';
import { UnsubscribeView } from '../../features/notifications/components/unsubscribe-view';

/** /unsubscribe/:token: the weekly e-mail's unsubscribe link (no app chrome; no sign-in). */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  return <UnsubscribeView token={token} />;
}
