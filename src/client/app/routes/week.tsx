import { WeekView } from '../../features/week/components/week-view';

/** /week: every child's lessons of a week. */
export default function WeekPage() {
  return <WeekView />;
}
