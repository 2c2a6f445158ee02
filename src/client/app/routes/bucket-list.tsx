import { PageHeader } from '../../components/page-header';

export default function BucketListPage() {
  return <PageHeader title="Bucket List" />;
}
