import { reportCardMessages as m } from '@shared/messages/grading';
import { PageHeader } from '../../components/page-header';
import { RequireChild } from '../../components/require-child';
import { ReportCardView } from '../../features/report-card/components/report-card-view';

/** Records › Report card: the current child's report card per term. */
export default function RecordsReportCardPage() {
  return (
    <RequireChild header={<PageHeader title={m.pageTitle} />}>
      {(child) => <ReportCardView child={child} />}
    </RequireChild>
  );
}
