import { ChevronLeft, ChevronRight, Download, ExternalLink, Pencil, Star, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { dateLabel } from '@shared/messages/school-years';
import type { StoredFile, WorkSample } from '@shared/schemas/portfolio';
import { fileUrl, useDeleteSample, useUpdateSample } from '@client/api/portfolio';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { WaitingBadge } from '@client/components/waiting-badge';
import { useCan } from '@client/lib/role';
import { forLabel, step, type ViewerPosition } from '../samples';
import { KindIcon } from './kind-icon';

/** Keys that belong to the control they are pressed in (a player's seek bar, a text field). */
const OWN_KEYS = 'audio, video, input, textarea, select, [role="slider"], [contenteditable="true"]';

/**
 * A sample full size: its files one at a time, Previous/Next (and the arrow keys) through the files and on to
 * the neighbouring samples, its details, and for a parent or teacher Edit, best work and Delete.
 */
export function SampleViewer({
  studentId,
  samples,
  position,
  onMove,
  onClose,
  onEdit,
}: {
  studentId: string;
  samples: readonly WorkSample[];
  position: ViewerPosition | null;
  onMove: (position: ViewerPosition) => void;
  onClose: () => void;
  onEdit: (sample: WorkSample) => void;
}) {
  const sample = position ? samples.find((s) => s.id === position.sampleId) : undefined;
  return (
    <Dialog open={sample !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="gap-3 sm:max-w-4xl" data-testid="sample-viewer">
        {sample && position ? (
          <ViewerBody
            studentId={studentId}
            samples={samples}
            sample={sample}
            fileIndex={Math.min(position.fileIndex, Math.max(0, sample.files.length - 1))}
            onMove={onMove}
            onClose={onClose}
            onEdit={onEdit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({
  studentId,
  samples,
  sample,
  fileIndex,
  onMove,
  onClose,
  onEdit,
}: {
  studentId: string;
  samples: readonly WorkSample[];
  sample: WorkSample;
  fileIndex: number;
  onMove: (position: ViewerPosition) => void;
  onClose: () => void;
  onEdit: (sample: WorkSample) => void;
}) {
  const can = useCan();
  const update = useUpdateSample(studentId);
  const remove = useDeleteSample(studentId);
  const at = { sampleId: sample.id, fileIndex };
  const previous = step(samples, at, -1);
  const next = step(samples, at, 1);
  const file = sample.files[fileIndex];
  const label = forLabel(sample);

  // The arrow keys move from anywhere in the viewer (a disabled button may have taken the focus with it),
  // but not inside a player or a field, nor while the delete confirmation is open.
  const onArrow = useEffectEvent((e: KeyboardEvent) => {
    const to = e.key === 'ArrowLeft' ? previous : next;
    if (!to) return;
    e.preventDefault();
    onMove(to);
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (e.target instanceof Element && e.target.closest(OWN_KEYS)) return;
      if (document.querySelector('[role="alertdialog"]')) return;
      onArrow(e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <DialogHeader className="text-left">
        <DialogTitle className="flex items-start gap-2 wrap-anywhere">
          {sample.starred ? (
            <Star aria-label={m.bestWork} className="mt-0.5 size-5 shrink-0 fill-amber-400 text-amber-500" />
          ) : null}
          <span className="min-w-0">{sample.title}</span>
        </DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <span className="tabular-nums">{dateLabel(sample.date)}</span>
          {label ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="min-w-0 wrap-anywhere">{label}</span>
            </>
          ) : null}
          {sample.pending ? <WaitingBadge /> : null}
        </DialogDescription>
      </DialogHeader>

      <div className="flex min-h-48 items-center justify-center overflow-hidden rounded-lg bg-muted">
        {file ? (
          <FileView key={file.id} studentId={studentId} file={file} title={sample.title} />
        ) : (
          <div className="flex flex-col items-center gap-3 p-6 text-center">
            <KindIcon kind="link" className="size-10" />
            {sample.linkUrl ? (
              <Button asChild>
                <a href={sample.linkUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" /> {m.openLink}
                </a>
              </Button>
            ) : null}
          </div>
        )}
      </div>

      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={() => previous && onMove(previous)} disabled={!previous}>
          <ChevronLeft aria-hidden="true" /> {m.previous}
        </Button>
        <p
          className="min-w-0 truncate text-center text-sm text-muted-foreground tabular-nums"
          aria-live="polite"
        >
          {file
            ? `${m.kindLabel[file.kind]} ${m.fileCounter(fileIndex + 1, sample.files.length)}`
            : m.linkOnly}
        </p>
        <Button variant="outline" onClick={() => next && onMove(next)} disabled={!next}>
          {m.next} <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p className="sr-only">{m.viewerHint}</p>

      {sample.caption ? <p className="text-sm whitespace-pre-line wrap-anywhere">{sample.caption}</p> : null}
      {sample.linkUrl && file ? (
        <a
          href={sample.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-start gap-1.5 text-sm font-medium text-primary underline-offset-4 wrap-anywhere hover:underline"
        >
          <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">{sample.linkUrl}</span>
        </a>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t pt-3">
        {file ? (
          <Button variant="outline" size="sm" asChild>
            <a href={fileUrl(studentId, file.id, 'original')} download={file.name}>
              <Download aria-hidden="true" /> {m.downloadOriginal}
            </a>
          </Button>
        ) : null}
        {can.write ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onEdit(sample)}>
              <Pencil aria-hidden="true" /> {m.edit}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: sample.id, patch: { starred: !sample.starred } })}
            >
              <Star
                aria-hidden="true"
                className={sample.starred ? 'fill-amber-400 text-amber-500' : undefined}
              />
              {sample.starred ? m.unstar : m.star}
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" className="text-destructive sm:ml-auto">
                  <Trash2 aria-hidden="true" /> {m.delete}
                </Button>
              }
              title={m.deleteTitle}
              description={m.deleteDescription(sample.title)}
              confirmLabel={m.delete}
              onConfirm={() => remove.mutate(sample.id, { onSuccess: onClose })}
            />
          </>
        ) : null}
      </div>
    </>
  );
}

/** One file full size: a photo's web size, a player, or a document's download. */
function FileView({ studentId, file, title }: { studentId: string; file: StoredFile; title: string }) {
  const web = fileUrl(studentId, file.id, 'web');
  switch (file.kind) {
    case 'image':
      return <img src={web} alt={title} className="max-h-[60dvh] max-w-full object-contain" />;
    case 'video':
      return (
        <video controls preload="metadata" src={web} className="max-h-[60dvh] w-full bg-black">
          <a href={web}>{file.name}</a>
        </video>
      );
    case 'audio':
      return (
        <div className="flex w-full flex-col items-center gap-3 p-4">
          <KindIcon kind="audio" className="size-10" />
          <p className="max-w-full truncate text-sm" title={file.name}>
            {file.name}
          </p>
          <audio controls preload="metadata" src={web} className="w-full" />
        </div>
      );
    case 'document':
      return (
        <div className="flex max-w-full flex-col items-center gap-3 p-6 text-center">
          <KindIcon kind="document" className="size-10" />
          <p className="max-w-full text-sm font-medium wrap-anywhere">{file.name}</p>
          <p className="text-xs text-muted-foreground">{formatSize(file.size)}</p>
          {/* Served in a sandbox, a PDF would not open in a browser tab (Chrome blocks its viewer there): it is downloaded. */}
          <Button asChild>
            <a href={fileUrl(studentId, file.id, 'original')} download={file.name}>
              <Download aria-hidden="true" /> {m.downloadFile}
            </a>
          </Button>
        </div>
      );
  }
}
