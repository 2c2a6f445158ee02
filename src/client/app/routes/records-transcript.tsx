import { PageHeader } from '../../components/page-header';

/** Records › Transcript (issue 24; being built). */
export default function RecordsTranscriptPage() {
  return <PageHeader title="Transcript" />;
}
