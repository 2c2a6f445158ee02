import { useRef } from 'react';
import { toast } from 'sonner';

/**
 * Copy for a link shown in a read-only field: the clipboard where the browser allows it, else the field's text
 * focused and selected to copy by hand (with `fallback` said, when given).
 */
export function useCopyLink(url: string, said: { copied: string; fallback?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const selectAll = () => input.current?.select();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(said.copied);
    } catch {
      input.current?.focus();
      selectAll();
      if (said.fallback) toast.info(said.fallback);
    }
  };
  return { input, selectAll, copy };
}
