import { Outlet } from 'react-router';
import { RecordsTabs } from '../../features/records/components/records-tabs';

/** /records/*: the school records (hours, report card, transcript, reading log, sharing and PDFs). */
export default function RecordsLayout() {
  return (
    <>
      <RecordsTabs />
      <Outlet />
    </>
  );
}
