import { PageHeader } from '../../components/page-header';
import { AttendanceTracker } from '../../features/attendance/components/attendance-tracker';
import { RequireChild } from '../../components/require-child';

export default function AttendancePage() {
  return (
    <>
      <PageHeader
        title="Attendance Tracking"
        description="Tap a day to select it, or several to mark them together. Days after tomorrow can't be marked yet."
      />
      <RequireChild>{(child) => <AttendanceTracker studentId={child.id} />}</RequireChild>
    </>
  );
}
