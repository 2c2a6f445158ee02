import { PageHeader } from '../../components/page-header';

/** Records › Report card (issue 24; being built). */
export default function RecordsReportCardPage() {
  return <PageHeader title="Report card" />;
}
