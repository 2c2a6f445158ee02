/**
 * Messages to and from the image thread (`files/image-worker.ts`, ADRs 048 and 054). A photo goes as the path of
 * its stored upload on the disk store (the thread reads it) or as its bytes (transferred, not copied). With `out`
 * (the disk store: the files of the versions' new keys) the thread writes the versions itself and answers their
 * sizes; without it (S3) the versions come back transferred. Either way with the original's SHA-256. `exit` ends
 * the thread at once, and `exitAfterWrites` once it has written that many of `out`'s files: the crash tests' jobs.
 */
export type ImageJob =
  | ({ id: number; kind: 'versions'; out?: VersionFiles; exitAfterWrites?: number } & (
      { file: string } | { bytes: Uint8Array }
    ))
  | { id: number; kind: 'exit' };

/** Where the thread writes a photo's versions: absolute paths of files that do not exist yet. */
export interface VersionFiles {
  original: string;
  thumb: string;
  web: string;
}

interface Made {
  id: number;
  width: number;
  height: number;
  /** Of the original, hex. */
  sha256: string;
}

export type ImageJobResult =
  | (Made & { thumb: Uint8Array; web: Uint8Array; original: Uint8Array })
  /** The versions are in `out`'s files (sizes in bytes). */
  | (Made & { written: { original: number; thumb: number; web: number } })
  /** A file the app does not keep, with the reason to show (ImageRefused). */
  | { id: number; refused: string }
  /** Anything else that went wrong (a missing file, a libvips failure, a failed write): a server error. */
  | { id: number; error: string };
