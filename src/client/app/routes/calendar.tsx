import { PageHeader } from '../../components/page-header';

export default function CalendarPage() {
  return <PageHeader title="Homeschool Calendar" />;
}
