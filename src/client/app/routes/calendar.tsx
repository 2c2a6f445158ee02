import { CalendarView } from '../../features/calendar/components/calendar-view';

export default function CalendarPage() {
  return <CalendarView />;
}
