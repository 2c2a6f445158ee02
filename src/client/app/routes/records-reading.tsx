import { PageHeader } from '../../components/page-header';

/** Records › Reading log (issue 24; being built). */
export default function RecordsReadingPage() {
  return <PageHeader title="Reading log" />;
}
