import { useParams } from 'react-router';
import { EvaluatorView } from '../../features/records-share/components/evaluator-view';

/** /evaluator/:token: an evaluator's read-only view of one child's records for one year (no session, no app chrome). */
export default function EvaluatorPage() {
  const { token = '' } = useParams();
  return <EvaluatorView token={token} />;
}
