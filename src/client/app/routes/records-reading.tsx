import { PageHeader } from '../../components/page-header';
import { RequireChild } from '../../components/require-child';
import { ReadingLogView } from '../../features/reading-log/components/reading-log-view';
import { readingLogMessages as m } from '@shared/messages/reading-log';

/** Records › Reading log: the current child's books with their totals. */
export default function RecordsReadingPage() {
  return (
    <RequireChild header={<PageHeader title={m.pageTitle} />}>
      {(child) => <ReadingLogView child={child} />}
    </RequireChild>
  );
}
