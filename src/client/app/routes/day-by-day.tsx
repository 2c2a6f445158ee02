import { DayByDayPlanner } from '../../features/day-by-day/components/day-by-day-planner';

export default function DayByDayPage() {
  return <DayByDayPlanner />;
}
