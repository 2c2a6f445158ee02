import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { accountDataMessages } from '@shared/messages/account-data';
import { accountExportSchema, exportCounts, type AccountExport } from '@shared/schemas/account-data';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useImportAccount } from '@client/api/account-data';

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
};

/** Pick an export file, see what it holds, then restore it into this (empty) account. */
export function ImportData() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; data: AccountExport } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importAccount = useImportAccount();

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    setFile(null);
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    try {
      const parsed = accountExportSchema.safeParse(JSON.parse(await picked.text()));
      if (!parsed.success) throw new Error(accountDataMessages.badFile);
      setFile({ name: picked.name, data: parsed.data });
    } catch {
      setError(accountDataMessages.badFile);
    }
  };

  const onImport = () => {
    if (!file) return;
    importAccount.mutate(file.data, {
      onSuccess: () => {
        toast.success(accountDataMessages.imported);
        setFile(null);
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.message : accountDataMessages.importFailed;
        setError(message);
        toast.error(message);
      },
    });
  };

  const counts = file ? Object.entries(exportCounts(file.data)).filter(([, n]) => n > 0) : [];
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="font-medium">Import data</h3>
        <p className="text-sm text-muted-foreground">
          Restore a downloaded file into this account. Import works only into an empty account.
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
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
            <Button type="button" onClick={onImport} disabled={importAccount.isPending}>
              {importAccount.isPending ? 'Importing...' : 'Import these records'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setFile(null)}>
              Cancel
            </Button>
          </div>
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
