import {
  Award,
  BookOpen,
  CalendarCheck,
  Flame,
  Footprints,
  GraduationCap,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { ACHIEVEMENTS } from '@shared/domain/achievements';

/** One achievement as the list shows it (the same shape the game layer's API answers with). */
export interface AchievementView {
  id: string;
  title: string;
  description: string;
  /** lucide-react icon name. */
  icon: string;
  unlocked: boolean;
  unlockedAt: string | null;
  /** How far along a locked achievement is, when known. */
  progress?: { current: number; target: number };
}

export const ACHIEVEMENT_ICONS: Record<string, LucideIcon> = {
  Footprints,
  Flame,
  Award,
  GraduationCap,
  CalendarCheck,
  BookOpen,
};
export const FallbackAchievementIcon = Trophy;

/** The spec's six achievements (docs/data-model.md, Achievements), all locked: shown when the game state cannot be loaded. */
export const LOCKED_ACHIEVEMENTS: readonly AchievementView[] = ACHIEVEMENTS.map((a) => ({
  ...a,
  unlocked: false,
  unlockedAt: null,
}));
