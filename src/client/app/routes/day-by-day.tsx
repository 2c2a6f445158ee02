import { PageHeader } from '../../components/page-header';

export default function DayByDayPage() {
  return <PageHeader title="Day By Day" />;
}
