import { PageHeader } from '../../components/page-header';
import { RequireChild } from '../../components/require-child';
import { PortfolioView } from '../../features/portfolio/components/portfolio-view';
import { portfolioMessages as m } from '@shared/messages/portfolio';

/** Records › Portfolio: the current child's work samples by month. */
export default function RecordsPortfolioPage() {
  return (
    <RequireChild header={<PageHeader title={m.pageTitle} />}>
      {(child) => <PortfolioView child={child} />}
    </RequireChild>
  );
}
