import { Check, Pencil, X } from 'lucide-react';
import {
  DEFAULT_BANNER_MESSAGE,
  MAX_MESSAGE_LENGTH,
  decodeMessage,
  messageOfTheDay,
  withBannerMessage,
} from '@shared/domain/messages';
import type { Settings } from '@shared/schemas/settings';
import { useInlineEdit } from '@client/lib/use-inline-edit';
import { useToday } from '@client/lib/use-today';
import { useSaveBannerMessage } from '@client/api/settings';
import { useCan } from '@client/lib/role';

const iconButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-white/80 outline-none transition-colors hover:bg-white/15 hover:text-white focus-visible:ring-2 focus-visible:ring-white/70';

/**
 * The black banner with the message of the day (custom messages rotate by day of year; blank rows are
 * skipped; with none, a welcome message). Editing writes today's shown row, or the first row when the
 * default message was showing.
 */
export function MessageBanner({ settings }: { settings: Settings }) {
  const today = useToday();
  const shown = messageOfTheDay(settings.customMessages, today);
  const text = shown ? decodeMessage(shown.text) : DEFAULT_BANNER_MESSAGE;
  const edit = useInlineEdit();
  const save = useSaveBannerMessage();
  const viewOnly = useCan().viewOnly;

  const commit = () => {
    const next = edit.draft.trim();
    edit.stop();
    if (next === (shown ? text : '')) return;
    save.mutate(withBannerMessage(settings.customMessages, shown?.index ?? null, next));
  };

  return (
    <section aria-label="Message of the day" className="bg-black text-white" data-testid="message-banner">
      <div className="mx-auto flex min-h-11 max-w-5xl items-center justify-center gap-2 px-3 py-1.5">
        {edit.editing ? (
          <>
            <input
              {...edit.inputProps(commit)}
              maxLength={MAX_MESSAGE_LENGTH}
              placeholder="Enter your motivational message..."
              aria-label="Motivational message"
              className="h-8 min-w-0 flex-1 rounded-md border border-white/30 bg-white/10 px-3 text-sm text-white outline-none placeholder:text-white/60 focus-visible:border-white focus-visible:ring-2 focus-visible:ring-white/40"
            />
            <button type="button" className={iconButton} onClick={commit} aria-label="Save message">
              <Check className="size-4" aria-hidden="true" />
            </button>
            <button type="button" className={iconButton} onClick={edit.stop} aria-label="Cancel editing">
              <X className="size-4" aria-hidden="true" />
            </button>
          </>
        ) : (
          <>
            <p
              className="min-w-0 text-center text-sm font-medium text-balance wrap-anywhere"
              data-testid="banner-message"
            >
              {text}
            </p>
            {viewOnly ? null : (
              <button
                type="button"
                className={iconButton}
                onClick={() => edit.start(shown ? text : '')}
                aria-label="Edit motivational message"
              >
                <Pencil className="size-3.5" aria-hidden="true" />
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
