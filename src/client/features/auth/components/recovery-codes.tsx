import { useState } from 'react';
import { secondFactorMessages as m } from '@shared/messages/second-factor';
import { Button } from '@client/components/ui/button';

/** Recovery codes, shown once: a list to write down, and a button that copies them. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{m.recoveryIntro}</p>
      <ul
        aria-label={m.recoveryTitle}
        className="grid grid-cols-1 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(codes.join('\n'))
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {copied ? m.copied : m.copyCodes}
      </Button>
    </div>
  );
}
