import { PageHeader } from '../../components/page-header';

/** Records › Share & print (issue 24; being built). */
export default function RecordsSharePage() {
  return <PageHeader title="Share & print" />;
}
