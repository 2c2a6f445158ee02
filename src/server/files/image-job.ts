/**
 * Messages to and from the image thread (`files/image-worker.ts`, ADR 048). A photo goes as the path of its
 * stored upload on the disk store (the thread reads it) or as its bytes (transferred, not copied); its versions
 * come back transferred, with the original's SHA-256. `exit` ends the thread at once: the crash test's job.
 */
export type ImageJob =
  | { id: number; kind: 'versions'; file: string }
  | { id: number; kind: 'versions'; bytes: Uint8Array }
  | { id: number; kind: 'exit' };

export type ImageJobResult =
  | {
      id: number;
      thumb: Uint8Array;
      web: Uint8Array;
      original: Uint8Array;
      width: number;
      height: number;
      /** Of `original`, hex. */
      sha256: string;
    }
  /** A file the app does not keep, with the reason to show (ImageRefused). */
  | { id: number; refused: string }
  /** Anything else that went wrong (a missing file, a libvips failure): a server error. */
  | { id: number; error: string };
