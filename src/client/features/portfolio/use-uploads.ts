import { useCallback, useEffect, useRef, useState } from 'react';
import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { FileUsage, StoredFile } from '@shared/schemas/portfolio';
import { fileUrl, isAbort, uploadFile } from '@client/api/portfolio';
import { ApiError, errorDetail } from '@client/lib/api-client';

export type FileKind = StoredFile['kind'];

/** One file of the sample being edited: uploading, uploaded (or already on the sample), or failed. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  kind: FileKind;
  /** 0–1; 1 once the server has stored it. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /** The server's (or the check's) words when it failed. */
  error: string | null;
  /** What to show small: the server's thumbnail once stored, before that a photo's local copy. */
  previewUrl: string | null;
  /** The chosen file (to retry); null for a file already on the sample. */
  file: File | null;
  stored: StoredFile | null;
}

/** The kind a chosen file will be stored as, from its type as the browser reports it. */
export const kindOfType = (type: string): FileKind =>
  type.startsWith('image/')
    ? 'image'
    : type.startsWith('audio/')
      ? 'audio'
      : type.startsWith('video/')
        ? 'video'
        : 'document';

/** The words for a failed upload: the server's, or what went wrong on the way. */
function failure(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return errorDetail(error);
}

/** The limits known before sending: an empty file, or one past the server's per-file limit. */
function refusalBeforeSending(file: File, limits: FileUsage | undefined): string | null {
  if (file.size === 0) return m.emptyFile;
  if (!limits) return null;
  const limit = file.type.startsWith('video/') ? limits.maxVideoBytes : limits.maxFileBytes;
  return file.size > limit ? m.fileTooLarge(formatSize(limit)) : null;
}

let nextKey = 0;

/**
 * The files of a sample in the add/edit dialog. Each chosen file starts uploading at once, alone (its own
 * progress, retry and removal); the sample is saved with the stored files' ids in the list's order. Closing
 * the dialog stops what is still uploading.
 */
export function useUploads(
  studentId: string,
  existing: readonly StoredFile[],
  limits: FileUsage | undefined,
) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    existing.map((f) => ({
      key: f.id,
      name: f.name,
      size: f.size,
      kind: f.kind,
      progress: 1,
      status: 'done',
      error: null,
      previewUrl: f.kind === 'image' ? fileUrl(studentId, f.id, 'thumb') : null,
      file: null,
      stored: f,
    })),
  );
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  useEffect(() => {
    const running = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const c of running.values()) c.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const refusal = refusalBeforeSending(file, limits);
      if (refusal) {
        update(key, { status: 'failed', error: refusal, progress: 0 });
        return;
      }
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', error: null, progress: 0 });
      uploadFile(studentId, file, (progress) => update(key, { progress }), controller.signal).then(
        (stored) => {
          controllers.current.delete(key);
          update(key, {
            status: 'done',
            progress: 1,
            stored,
            kind: stored.kind,
            previewUrl:
              stored.kind === 'image'
                ? fileUrl(studentId, stored.id, 'thumb')
                : (objectUrls.current.get(key) ?? null),
          });
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (!isAbort(error)) update(key, { status: 'failed', error: failure(error) });
        },
      );
    },
    [studentId, limits, update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = `upload-${++nextKey}`;
        const kind = kindOfType(file.type);
        let previewUrl: string | null = null;
        if (kind === 'image') {
          previewUrl = URL.createObjectURL(file);
          objectUrls.current.set(key, previewUrl);
        }
        added.push({
          key,
          name: file.name,
          size: file.size,
          kind,
          progress: 0,
          status: 'uploading',
          error: null,
          previewUrl,
          file,
          stored: null,
        });
      }
      setItems((list) => [...list, ...added]);
      for (const item of added) start(item.key, item.file!);
    },
    [start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((it) => it.key === key);
      if (item?.file) start(key, item.file);
    },
    [items, start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
    setItems((list) => list.filter((it) => it.key !== key));
  }, []);

  /** Moves a file one place earlier (the first photo is the sample's picture). */
  const moveEarlier = useCallback((key: string) => {
    setItems((list) => {
      const i = list.findIndex((it) => it.key === key);
      if (i <= 0) return list;
      const next = [...list];
      [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
      return next;
    });
  }, []);

  return {
    items,
    add,
    retry,
    remove,
    moveEarlier,
    uploading: items.some((it) => it.status === 'uploading'),
    failed: items.some((it) => it.status === 'failed'),
    /** Why the sample cannot be saved yet (files still uploading, or some failed), or null. */
    notReady: items.some((it) => it.status === 'uploading')
      ? m.uploadsRunning
      : items.some((it) => it.status === 'failed')
        ? m.uploadsFailed
        : null,
    fileIds: items.flatMap((it) => (it.status === 'done' && it.stored ? [it.stored.id] : [])),
  };
}
