import { useState } from 'react';
import { yourNameMessages as m } from '@shared/messages/shell';
import { Button } from '@client/components/ui/button';
import { YourNameForm } from '@client/components/your-name-form';

const dismissedKey = (userId: string) => `hs:name-prompt-dismissed:${userId}`;

/** Whether this adult said 'Not now' to the question on this device. */
export function namePromptDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) !== null;
  } catch {
    return false;
  }
}

/**
 * The once-only question to an adult whose account has no name of their own yet (issue 37: sign-up used to
 * store the first child's name as theirs). Saving answers it for good; 'Not now' for this device (Settings ›
 * Your name stays). Lazy-loaded by the shell, only for such an adult.
 */
export default function NamePrompt({ userId }: { userId: string }) {
  const [open, setOpen] = useState(() => !namePromptDismissed(userId));
  if (!open) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(userId), new Date().toISOString());
    } catch {
      // Private mode: the question comes back next time.
    }
    setOpen(false);
  };
  return (
    <section
      aria-labelledby="name-prompt-heading"
      className="border-b bg-primary/5 px-3 py-3 md:px-4"
      data-testid="name-prompt"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-2">
        <h2 id="name-prompt-heading" className="font-semibold">
          {m.askTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.help}</p>
        <YourNameForm id="name-prompt-name" initial="" onSaved={() => setOpen(false)}>
          <Button type="button" variant="ghost" onClick={dismiss}>
            {m.notNow}
          </Button>
        </YourNameForm>
      </div>
    </section>
  );
}
