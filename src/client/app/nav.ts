import {
  BookOpen,
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  CircleHelp,
  Clock,
  PiggyBank,
  FileText,
  GraduationCap,
  School,
  LayoutDashboard,
  ListTodo,
  Settings,
  Star,
  Target,
  User,
  type LucideIcon,
} from 'lucide-react';

export interface NavEntry {
  title: string;
  to: string;
  icon: LucideIcon;
}

/** Sidebar entries in the spec's order. */
export const mainNav: NavEntry[] = [
  { title: 'Dashboard', to: '/', icon: LayoutDashboard },
  { title: 'Classes', to: '/classes', icon: BookOpen },
  { title: 'Calendar', to: '/calendar', icon: CalendarDays },
  { title: 'Week', to: '/week', icon: CalendarRange },
  { title: 'School Year', to: '/school-year', icon: School },
  { title: 'Day By Day', to: '/day-by-day', icon: Clock },
  { title: 'Attendance', to: '/attendance', icon: CalendarCheck },
  { title: 'Assignments & Grades', to: '/grades', icon: GraduationCap },
  { title: 'Records', to: '/records', icon: FileText },
  { title: 'Education Savings', to: '/esa', icon: PiggyBank },
  { title: 'To-Do', to: '/todo', icon: ListTodo },
  { title: 'Bucket List', to: '/bucket-list', icon: Target },
  { title: 'Learn List', to: '/learn-list', icon: Star },
];

/** What a signed-in child sees (ADR 024): their own day, lists and profile. */
export const childNav: NavEntry[] = [
  { title: 'Dashboard', to: '/', icon: LayoutDashboard },
  { title: "Today's To-Dos", to: '/todo', icon: ListTodo },
  { title: 'Week', to: '/week', icon: CalendarRange },
  { title: 'Bucket List', to: '/bucket-list', icon: Target },
  { title: 'Learn List', to: '/learn-list', icon: Star },
  { title: 'Profile & Achievements', to: '/profile', icon: User },
];

/** Whether a signed-in child may open a path: only the pages of their own nav. */
export const childMayOpen = (pathname: string): boolean =>
  childNav.some(({ to }) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`)));

export const secondaryNav: NavEntry[] = [
  { title: 'Settings', to: '/settings', icon: Settings },
  { title: 'Help', to: '/help', icon: CircleHelp },
  { title: 'Profile', to: '/profile', icon: User },
];
