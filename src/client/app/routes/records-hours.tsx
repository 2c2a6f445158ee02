import { HoursPage } from '../../features/hours/components/hours-page';

/** Records › Hours: progress, the state requirement and the hours log of the current child. */
export default function RecordsHoursPage() {
  return <HoursPage />;
}
