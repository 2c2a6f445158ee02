import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * A one-line edit in place (no form, no label): Enter commits, Escape leaves. `markInvalid` flags the input
 * (aria-invalid) until the text is edited again.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);

  const start = (text: string) => {
    setDraft(text);
    setInvalid(false);
    setEditing(true);
  };
  const stop = () => setEditing(false);

  /** The input's props; `commit` runs on Enter. */
  const inputProps = (commit: () => void) => ({
    autoFocus: true,
    value: draft,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setDraft(e.target.value);
      setInvalid(false);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        commit();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        stop();
      }
    },
    'aria-invalid': invalid || undefined,
  });

  return { editing, draft, start, stop, markInvalid: () => setInvalid(true), inputProps };
}
