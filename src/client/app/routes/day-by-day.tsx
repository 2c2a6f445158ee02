import { DayByDayHeader, DayByDayPlanner } from '../../features/day-by-day/components/day-by-day-planner';
import { RequireChild } from '../../components/require-child';

export default function DayByDayPage() {
  return (
    <RequireChild header={<DayByDayHeader />}>
      {(child) => <DayByDayPlanner studentId={child.id} />}
    </RequireChild>
  );
}
