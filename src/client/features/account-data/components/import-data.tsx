import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { accountDataMessages } from '@shared/messages/account-data';
import type { AccountExport } from '@shared/schemas/account-data';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { ApiError } from '@client/lib/api-client';
import { useImportAccount, useImportArchive } from '@client/api/account-data';
import { archiveRecords, isArchive } from '../read-archive';

const TABLE_LABELS: Record<string, string> = {
  classes: 'classes',
  lessons: 'lessons',
  calendarEvents: 'calendar events',
  tasks: 'to-dos',
  bucketListItems: 'bucket list goals',
  learnListItems: 'learn list topics',
  attendance: 'attendance days',
  assignments: 'assignments',
  dayBlocks: 'day blocks',
  daySchedule: 'schedule entries',
  xpLedger: 'xp entries',
  achievements: 'achievements',
  taskCarryForward: 'carry-forward days',
  students: 'children',
  hourEntries: 'hour entries',
  readingLog: 'books',
  workSamples: 'work samples',
  files: 'portfolio files',
};
/** Tables that are part of another row (enrolments, a sample's file order): not worth a count of their own. */
const UNCOUNTED = new Set(['classStudents', 'breakStudents', 'workSampleFiles']);

/** A picked file refused with words for the person (anything else thrown reads as "not an export"). */
class PickRefused extends Error {}

/** The records of a picked file: an archive's data.json, or a JSON export itself. */
async function recordsOf(
  picked: File,
): Promise<{ data: AccountExport; archive: File | null; counts: Record<string, number> }> {
  // The schema (zod) loads when a file is picked, not with the settings page (ADR 050).
  const { accountExportSchema, exportCounts } = await import('@shared/schemas/account-data');
  const archive = (await isArchive(picked)) ? picked : null;
  const text = archive ? await archiveRecords(archive) : await picked.text();
  if (text === null) throw new PickRefused(accountDataMessages.notAnArchive);
  const parsed = accountExportSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new PickRefused(accountDataMessages.badFile);
  const files = parsed.data.tables.files.length;
  // The files' bytes travel only in the archive: a JSON file that lists some cannot bring them.
  if (!archive && files) throw new PickRefused(accountDataMessages.filesNeedArchive(files));
  return { data: parsed.data, archive, counts: exportCounts(parsed.data) as Record<string, number> };
}

/** Pick an archive (or a JSON export), see what it holds, then restore it into this (empty) account. */
export function ImportData() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<({ name: string } & Awaited<ReturnType<typeof recordsOf>>) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const importAccount = useImportAccount();
  const importArchive = useImportArchive(setProgress);
  const pending = importAccount.isPending || importArchive.isPending;

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    setFile(null);
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    try {
      setFile({ name: picked.name, ...(await recordsOf(picked)) });
    } catch (err) {
      setError(err instanceof PickRefused ? err.message : accountDataMessages.badFile);
    }
  };

  const callbacks = {
    onSuccess: () => {
      toast.success(accountDataMessages.imported);
      setFile(null);
    },
    onError: (err: Error) => {
      const message = err instanceof ApiError ? err.message : accountDataMessages.importFailed;
      setError(message);
      toast.error(message);
    },
  };
  const onImport = () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    if (file.archive) importArchive.mutate(file.archive, callbacks);
    else importAccount.mutate(file.data, callbacks);
  };

  const counts = file
    ? Object.entries(file.counts).filter(([table, n]) => n > 0 && !UNCOUNTED.has(table))
    : [];
  const percent = Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="font-medium">Import data</h3>
        <p className="text-sm text-muted-foreground">
          Restore a downloaded archive (.tar, or a records-only .json file) into this account. Import works
          only into an empty account.
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept=".tar,application/x-tar,.json,application/json"
        className="sr-only"
        aria-label="Choose an export file"
        onChange={(e) => void onPick(e)}
      />
      <div>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          <Upload aria-hidden /> Choose file...
        </Button>
      </div>
      {file ? (
        <div className="rounded-lg border bg-muted/40 p-3 text-sm" aria-live="polite">
          <p className="font-medium">{file.name}</p>
          <p className="text-muted-foreground">
            {counts.length
              ? counts.map(([table, n]) => `${n} ${TABLE_LABELS[table] ?? table}`).join(', ')
              : 'No records'}
          </p>
          <div className="mt-3 flex gap-2">
            <Button type="button" onClick={onImport} disabled={pending}>
              {pending ? 'Importing...' : 'Import these records'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setFile(null)} disabled={pending}>
              Cancel
            </Button>
          </div>
          {importArchive.isPending ? (
            <div className="mt-3 flex flex-col gap-1">
              <Progress value={percent} aria-label="Import progress" className="h-2" />
              <p className="text-xs text-muted-foreground">
                {progress >= 0.99
                  ? accountDataMessages.importStoring
                  : accountDataMessages.importUploading(percent)}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
