import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { planFileMessages as msg } from '../../shared/messages/plan-files';
import type { PlanImport, PlanImportResult, PlanPreview } from '../../shared/schemas/plan-files';
import { api, errorDetail } from '../lib/api-client';
import { xhrUpload } from '../lib/xhr-upload';
import { invalidateKinds } from './live-updates';

/** Plan files (docs/plan-files.md): a file or a paste read into a preview, the import, the export's address. */

const enc = encodeURIComponent;

export type PlanSource = { file: File } | { text: string };

/** Reads an uploaded file (multipart) or pasted text into a preview; the dialog shows the refusal itself. */
export function usePlanPreview(classId: string) {
  return useMutation({
    mutationFn: (source: PlanSource): Promise<PlanPreview> => {
      if ('text' in source)
        return api.post<PlanPreview>(`/api/classes/${enc(classId)}/lessons/preview-text`, {
          text: source.text,
        });
      const body = new FormData();
      body.append('file', source.file, source.file.name);
      return xhrUpload<PlanPreview>(`/api/classes/${enc(classId)}/lessons/preview-file`, body, {
        onProgress: () => {},
        words: {
          cutOff: msg.badUpload,
          tooLarge: msg.tooLarge(1),
          failed: () => msg.previewFailed,
        },
      });
    },
  });
}

/** Appends the previewed lessons to the plan; the plan (and whatever shows lessons) refetches. */
export function useImportPlan(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanImport) =>
      api.post<PlanImportResult>(`/api/classes/${enc(classId)}/lessons/import`, body),
    onSuccess: (result) => {
      toast.success(msg.imported(result.count));
      return invalidateKinds(qc, ['lessons']);
    },
    onError: (err: Error) => toast.error(msg.importFailed, { description: errorDetail(err, undefined) }),
  });
}

export const planExportHref = (classId: string, format: 'csv' | 'json') =>
  `/api/classes/${enc(classId)}/lessons/export?format=${format}`;
