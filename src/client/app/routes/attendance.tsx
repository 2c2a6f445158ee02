import { PageHeader } from '../../components/page-header';

export default function AttendancePage() {
  return <PageHeader title="Attendance Tracking" />;
}
