import { PageHeader } from '../../components/page-header';
import { RequireChild } from '../../components/require-child';
import { TranscriptView } from '../../features/transcript/components/transcript-view';
import { transcriptMessages as m } from '@shared/messages/transcript';

/** Records › Transcript: the current child's high-school transcript with its GPA. */
export default function RecordsTranscriptPage() {
  return (
    <RequireChild header={<PageHeader title={m.pageTitle} />}>
      {(child) => <TranscriptView child={child} />}
    </RequireChild>
  );
}
