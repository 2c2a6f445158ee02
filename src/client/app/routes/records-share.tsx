import { recordsShareMessages as m } from '@shared/messages/records-share';
import { PageHeader } from '../../components/page-header';
import { RequireChild } from '../../components/require-child';
import { useCan } from '../../lib/role';
import { ShareView } from '../../features/records-share/components/share-view';
import '../../components/print-sheet.css';
import '../../features/records-share/components/share-print.css';

/** Records › Share & print: a child's record PDFs for a school year, the year-end bundle and evaluator links. */
export default function RecordsSharePage() {
  const viewOnly = useCan().viewOnly;
  const header = <PageHeader title={m.title} description={viewOnly ? m.introViewOnly : m.intro} />;
  return (
    <RequireChild header={header}>
      {(child) => (
        <div className="print-sheet share-sheet">
          {header}
          <ShareView child={child} />
        </div>
      )}
    </RequireChild>
  );
}
