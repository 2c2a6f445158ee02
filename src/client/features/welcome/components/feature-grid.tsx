import {
  BookOpen,
  CalendarCheck,
  CalendarDays,
  CircleHelp,
  Clock,
  GraduationCap,
  ListTodo,
  Settings,
  Smartphone,
  Star,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon; tint: string }[] = [
  {
    title: 'Classes',
    text: 'Weekly schedules for every subject, with times, days and teachers.',
    icon: BookOpen,
    tint: 'bg-sky-100 text-sky-700',
  },
  {
    title: 'Calendar',
    text: 'Field trips, co-op days and class sessions on one monthly calendar.',
    icon: CalendarDays,
    tint: 'bg-indigo-100 text-indigo-700',
  },
  {
    title: 'Attendance',
    text: 'Mark school days present or absent in a tap, one day or many.',
    icon: CalendarCheck,
    tint: 'bg-emerald-100 text-emerald-700',
  },
  {
    title: 'Assignments & Grades',
    text: 'Track work per class and see each class average at a glance.',
    icon: GraduationCap,
    tint: 'bg-violet-100 text-violet-700',
  },
  {
    title: 'Daily To-Do',
    text: 'Today’s tasks with priorities; unfinished ones carry forward.',
    icon: ListTodo,
    tint: 'bg-rose-100 text-rose-700',
  },
  {
    title: 'Bucket List',
    text: 'Big dreams and life goals to work toward together.',
    icon: Target,
    tint: 'bg-orange-100 text-orange-700',
  },
  {
    title: 'Learn List',
    text: 'Topics your child is curious about, from volcanoes to violins.',
    icon: Star,
    tint: 'bg-amber-100 text-amber-700',
  },
  {
    title: 'Day By Day Planner',
    text: 'Drag reusable blocks onto a timeline to shape each school day.',
    icon: Clock,
    tint: 'bg-teal-100 text-teal-700',
  },
  {
    title: 'XP, Levels & Achievements',
    text: 'Finished work earns XP, levels and badges worth celebrating.',
    icon: Trophy,
    tint: 'bg-yellow-100 text-yellow-700',
  },
  {
    title: 'Your Settings',
    text: 'Your timezone, city and a motivational message for every day.',
    icon: Settings,
    tint: 'bg-slate-100 text-slate-700',
  },
  {
    title: 'Works Everywhere',
    text: 'Phone, tablet or laptop: changes show up on every screen at once.',
    icon: Smartphone,
    tint: 'bg-cyan-100 text-cyan-700',
  },
  {
    title: 'Help When You Need It',
    text: 'Answers, quick tips and friendly email support.',
    icon: CircleHelp,
    tint: 'bg-pink-100 text-pink-700',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-bold tracking-wide text-primary uppercase">10+ Core Features</p>
        <h2 id="features-title" className="mt-2 text-3xl font-black tracking-tight text-balance sm:text-4xl">
          Everything your homeschool runs on
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          One calm place for the plan, the paperwork and the progress.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon, tint }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md"
          >
            <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-bold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
