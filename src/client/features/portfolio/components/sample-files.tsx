import { ArrowUp, Camera, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/utils';
import type { UploadItem, useUploads } from '../use-uploads';
import { KindIcon } from './kind-icon';

/** What the file chooser offers; the server decides by the bytes (and refuses anything else in its words). */
export const ACCEPTED = 'image/*,application/pdf,audio/*,video/*';

type Uploads = ReturnType<typeof useUploads>;

/** A visible label that works as its (visually hidden) file input's button, with the input's focus ring. */
const pickerLabel = cn(
  buttonVariants({ variant: 'outline' }),
  'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50',
);

/**
 * The sample's files: a drop zone with 'Choose files' and 'Take a photo' (the camera on a phone), then each
 * file with its upload's progress, and Retry, Move earlier and Remove. `photos`: a child's "I learned this" — one
 * large 'Take or choose photos' (the camera, or pictures already taken) and large buttons for a tablet.
 */
export function SampleFiles({
  uploads,
  error,
  disabled,
  photos = false,
}: {
  uploads: Uploads;
  error?: string;
  disabled?: boolean;
  photos?: boolean;
}) {
  const [dragging, setDragging] = useState(false);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    if (e.target.files?.length) uploads.add(Array.from(e.target.files));
    // The same file can be chosen again (after removing it).
    e.target.value = '';
  };
  const over = (e: DragEvent) => {
    if (disabled || !e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const leave = (e: DragEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && e.dataTransfer.files.length) uploads.add(Array.from(e.dataTransfer.files));
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? 'sample-files-error' : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{photos ? m.photos : m.files}</legend>
      <div
        data-testid="drop-zone"
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-3 py-4 text-center transition-colors',
          dragging ? 'border-primary bg-accent' : 'border-input',
          error && 'border-destructive',
        )}
      >
        <p className="text-sm text-muted-foreground">
          {dragging ? m.dropNow : photos ? m.photosHint : m.dropHint}
        </p>
        {photos ? (
          <Picker
            id="learned-photos"
            accept="image/*"
            camera
            multiple
            onChange={choose}
            disabled={disabled}
            className="h-14 px-6 text-base"
          >
            <Camera aria-hidden="true" className="size-6" /> {m.takeOrChoosePhotos}
          </Picker>
        ) : (
          <div className="flex flex-wrap justify-center gap-2">
            <Picker id="sample-files" accept={ACCEPTED} multiple onChange={choose} disabled={disabled}>
              <Upload aria-hidden="true" /> {m.chooseFiles}
            </Picker>
            <Picker id="sample-camera" accept="image/*" camera onChange={choose} disabled={disabled}>
              <Camera aria-hidden="true" /> {m.takePhoto}
            </Picker>
          </div>
        )}
      </div>
      {uploads.items.length ? (
        <ul className="flex flex-col gap-2" aria-label={photos ? m.photos : m.files}>
          {uploads.items.map((item, i) => (
            <UploadRow
              key={item.key}
              item={item}
              first={i === 0}
              large={photos}
              disabled={disabled}
              onRetry={() => uploads.retry(item.key)}
              onRemove={() => uploads.remove(item.key)}
              onMoveEarlier={() => uploads.moveEarlier(item.key)}
            />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id="sample-files-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** While a dialog with files is open, a file dropped beside the drop zone is not opened by the browser instead. */
export function useNoStrayDrops() {
  useEffect(() => {
    const stop = (e: globalThis.DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);
}

/** Under a sample's form: its error, and while files upload, that saving waits for them. */
export function SampleFormStatus({ formError, uploading }: { formError: string | null; uploading: boolean }) {
  return (
    <>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground empty:hidden" aria-live="polite">
        {uploading ? m.uploadsRunning : null}
      </p>
    </>
  );
}

/** A visually hidden file input and its visible label, which works as its button. `camera`: the camera at once. */
function Picker({
  id,
  accept,
  camera = false,
  multiple = false,
  onChange,
  disabled,
  className,
  children,
}: {
  id: string;
  accept: string;
  camera?: boolean;
  multiple?: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className="relative">
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        capture={camera ? 'environment' : undefined}
        onChange={onChange}
        disabled={disabled}
        className="peer sr-only"
      />
      <label htmlFor={id} className={cn(pickerLabel, className)}>
        {children}
      </label>
    </span>
  );
}

function UploadRow({
  item,
  first,
  large,
  disabled,
  onRetry,
  onRemove,
  onMoveEarlier,
}: {
  item: UploadItem;
  first: boolean;
  /** Touch-sized buttons (a child's tablet). */
  large: boolean;
  disabled?: boolean;
  onRetry: () => void;
  onRemove: () => void;
  onMoveEarlier: () => void;
}) {
  const percent = Math.round(item.progress * 100);
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <li className="flex items-center gap-3 rounded-lg border p-2" data-testid="upload">
      <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
        {item.previewUrl && !previewFailed ? (
          <img
            src={item.previewUrl}
            alt=""
            className="size-full object-cover"
            onError={() => setPreviewFailed(true)}
          />
        ) : (
          <KindIcon kind={item.kind} className="size-6" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium" title={item.name}>
          {item.name}
        </p>
        <div className="flex items-center gap-2">
          <Progress
            value={item.status === 'failed' ? 0 : percent}
            aria-label={m.uploadOf(item.name)}
            className="h-2"
            indicatorClassName={item.status === 'done' ? 'bg-success' : undefined}
          />
          <span className="w-11 shrink-0 text-right text-xs tabular-nums" data-testid="upload-percent">
            {item.status === 'failed' ? '—' : `${percent} %`}
          </span>
        </div>
        {item.status === 'failed' ? (
          <p role="alert" className="text-xs text-destructive wrap-anywhere">
            {item.error}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {item.status === 'done'
              ? `${m.uploaded} · ${formatSize(item.size)}`
              : percent >= 99
                ? m.uploadWaiting
                : formatSize(item.size)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        {item.status === 'failed' && item.file ? (
          <Button
            type="button"
            variant="outline"
            size={large ? 'lg' : 'sm'}
            onClick={onRetry}
            disabled={disabled}
            aria-label={m.retryUpload(item.name)}
          >
            <RotateCcw aria-hidden="true" /> {m.retry}
          </Button>
        ) : null}
        {first ? null : (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={large ? 'size-11' : 'size-9'}
            onClick={onMoveEarlier}
            disabled={disabled}
            aria-label={m.moveFileEarlier(item.name)}
            title={m.moveFileEarlier(item.name)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={large ? 'size-11' : 'size-9'}
          onClick={onRemove}
          disabled={disabled}
          aria-label={m.removeFile(item.name)}
          title={m.removeFile(item.name)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
