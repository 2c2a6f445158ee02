import { CLASS_EMOJI_CHOICES, CLASS_EMOJI_TABLE } from '@shared/domain/class-emoji';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

const AUTO = 'auto';

const OTHER_NAMES: Record<string, string> = {
  '📖': 'General',
  '✏️': 'Writing',
  '🧪': 'Lab',
  '🌱': 'Nature',
  '🗺️': 'Geography',
  '🧩': 'Logic',
  '🎭': 'Drama',
  '🍳': 'Cooking',
  '🧘': 'Wellness',
};

function nameOf(emoji: string): string {
  return CLASS_EMOJI_TABLE.find((r) => r.emoji === emoji)?.label ?? OTHER_NAMES[emoji] ?? 'Other';
}

/** The emoji suggested from the title (value null) or one the parent picked. */
export function EmojiSelect({
  value,
  suggested,
  onChange,
}: {
  value: string | null;
  suggested: string;
  onChange: (emoji: string | null) => void;
}) {
  return (
    <Select value={value ?? AUTO} onValueChange={(v) => onChange(v === AUTO ? null : v)}>
      <SelectTrigger className="w-full sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        <SelectItem value={AUTO}>
          <span aria-hidden="true">{suggested}</span> Suggested
        </SelectItem>
        {CLASS_EMOJI_CHOICES.map((emoji) => (
          <SelectItem key={emoji} value={emoji}>
            <span aria-hidden="true">{emoji}</span> {nameOf(emoji)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
