import { PlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_PRIORITY, LIST_TITLE_MAX, PRIORITIES, PRIORITY_LABELS } from '@shared/domain/form-limits';
import type { Priority } from '@shared/schemas/list-items';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';

export interface AddItemFormProps {
  heading: string;
  inputLabel: string;
  placeholder: string;
  /** Resolves true when the item was added (the box is then cleared), false to keep the text for a retry. */
  onAdd: (input: { title: string; priority: Priority }) => Promise<boolean>;
}

/** Title box + priority selector + Add. Enter adds; a blank title is ignored (spec §5). */
export function AddItemForm({ heading, inputLabel, placeholder, onAdd }: AddItemFormProps) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<Priority>(DEFAULT_PRIORITY);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || pending) return;
    setPending(true);
    try {
      if (await onAdd({ title: trimmed, priority })) {
        setTitle('');
        setPriority(DEFAULT_PRIORITY);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="gap-3 sm:gap-4">
      <CardHeader>
        <CardTitle>
          <h2>{heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
          <Label htmlFor={`${id}-title`} className="sr-only">
            {inputLabel}
          </Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={LIST_TITLE_MAX}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(e) => setTitle(e.target.value)}
            className="sm:flex-1"
          />
          <div className="flex gap-2">
            <NativeSelect
              value={priority}
              onValueChange={(v) => setPriority(v as Priority)}
              aria-label="Priority"
              className="flex-1 sm:w-32"
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              <PlusIcon aria-hidden="true" />
              Add
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
