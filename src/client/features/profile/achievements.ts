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

/** The spec's six achievements with DESIGN.md §5's conditions, all locked: shown when the game state cannot be loaded. */
export const LOCKED_ACHIEVEMENTS: readonly AchievementView[] = [
  { id: 'first-steps', title: 'First Steps', description: 'Complete your first to-do', icon: 'Footprints' },
  {
    id: 'study-streak',
    title: 'Study Streak',
    description: 'Be marked present 7 school days in a row',
    icon: 'Flame',
  },
  {
    id: 'grade-master',
    title: 'Grade Master',
    description: 'Get an A+ (97% or more) on 5 assignments',
    icon: 'Award',
  },
  { id: 'scholar', title: 'Scholar', description: 'Reach level 10', icon: 'GraduationCap' },
  {
    id: 'perfect-month',
    title: 'Perfect Month',
    description: 'Be present every school day of a calendar month',
    icon: 'CalendarCheck',
  },
  {
    id: 'knowledge-seeker',
    title: 'Knowledge Seeker',
    description: 'Learn 50 topics from your learn list',
    icon: 'BookOpen',
  },
].map((a) => ({ ...a, unlocked: false, unlockedAt: null }));
