import { FileText, ImageIcon, LinkIcon, Music, PlayCircle } from 'lucide-react';
import type { StoredFile } from '@shared/schemas/portfolio';
import { cn } from '@client/lib/utils';

const ICONS = { image: ImageIcon, document: FileText, audio: Music, video: PlayCircle } as const;

/** The icon of a file's kind, or of a link (no kind). Decorative: the text beside it says what it is. */
export function KindIcon({ kind, className }: { kind: StoredFile['kind'] | 'link'; className?: string }) {
  const Icon = kind === 'link' ? LinkIcon : ICONS[kind];
  return <Icon aria-hidden="true" className={cn('size-8 text-muted-foreground', className)} />;
}
