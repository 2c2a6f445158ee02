import { MessageSquareQuote, Plus, Trash2 } from 'lucide-react';
import { MAX_CUSTOM_MESSAGES, MAX_MESSAGE_LENGTH } from '@shared/domain/messages';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

interface CustomMessagesCardProps {
  messages: string[];
  onChange: (messages: string[]) => void;
}

export function CustomMessagesCard({ messages, onChange }: CustomMessagesCardProps) {
  const setRow = (index: number, value: string) =>
    onChange(messages.map((m, i) => (i === index ? value : m)));
  const removeRow = (index: number) => onChange(messages.filter((_, i) => i !== index));
  const addRow = () => onChange([...messages, '']);
  const full = messages.length >= MAX_CUSTOM_MESSAGES;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <MessageSquareQuote className="size-5 text-primary" aria-hidden="true" /> Custom Daily Messages
          </h2>
        </CardTitle>
        <CardDescription>
          The banner shows one of these each day, taking turns. Blank rows are skipped; with none, a welcome
          message shows.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ol className="flex flex-col gap-3">
          {messages.map((message, i) => {
            const id = `custom-message-${i}`;
            return (
              <li key={i} className="flex items-start gap-2">
                <span
                  className="mt-2.5 w-5 shrink-0 text-right text-xs font-semibold text-muted-foreground"
                  aria-hidden="true"
                >
                  {i + 1}.
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Input
                    id={id}
                    value={message}
                    maxLength={MAX_MESSAGE_LENGTH}
                    onChange={(e) => setRow(i, e.target.value)}
                    placeholder="Enter your motivational message..."
                    aria-label={`Message ${i + 1}`}
                    aria-describedby={`${id}-count`}
                  />
                  <p
                    id={`${id}-count`}
                    className={cn(
                      'text-right text-xs tabular-nums text-muted-foreground',
                      message.length >= MAX_MESSAGE_LENGTH && 'font-semibold text-destructive',
                    )}
                  >
                    {message.length}/{MAX_MESSAGE_LENGTH}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-10 text-muted-foreground hover:text-destructive"
                  onClick={() => removeRow(i)}
                  disabled={messages.length <= 1}
                  aria-label={`Remove message ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="outline" size="sm" onClick={addRow} disabled={full}>
            <Plus aria-hidden="true" /> Add Message
          </Button>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {messages.length} of {MAX_CUSTOM_MESSAGES} messages{full ? ' (the most you can have)' : ''}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
