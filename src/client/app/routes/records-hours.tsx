import { PageHeader } from '../../components/page-header';

/** Records › Hours (issue 24; being built). */
export default function RecordsHoursPage() {
  return <PageHeader title="Hours" />;
}
