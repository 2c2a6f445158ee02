import { CheckCircle2, Circle, Flame, Trophy } from 'lucide-react';

const TASKS = [
  { title: 'Fractions worksheet', done: true, priority: 'high' },
  { title: 'Read chapter 4 of Charlotte’s Web', done: true, priority: 'medium' },
  { title: 'Leaf collection for science', done: false, priority: 'low' },
];
const WEEK = ['M', 'T', 'W', 'T', 'F'];

/** A small drawing of the app (plain HTML, no images), so the hero loads instantly. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -top-6 -right-4 size-32 rounded-full bg-amber-200/60 blur-2xl" />
      <div className="absolute -bottom-8 -left-6 size-40 rounded-full bg-sky-300/40 blur-2xl" />
      <div className="relative flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-xl">
        <div className="rounded-lg bg-black px-3 py-2 text-center text-xs font-medium text-white">
          Every expert was once a beginner. Keep going!
        </div>
        <div className="flex items-center justify-between">
          <p className="font-bold">Maya&apos;s Homeschool Dashboard</p>
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            Level 4
          </span>
        </div>
        <div className="rounded-xl border p-3">
          <p className="mb-2 text-sm font-semibold">Today&apos;s To-Do · 2 of 3 completed</p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {TASKS.map((t) => (
              <li key={t.title} className="flex items-center gap-2">
                {t.done ? (
                  <CheckCircle2 className="size-4 text-success" />
                ) : (
                  <Circle className="size-4 text-muted-foreground" />
                )}
                <span className={t.done ? 'text-muted-foreground line-through' : ''}>{t.title}</span>
              </li>
            ))}
          </ul>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-primary/15">
            <div className="h-full w-2/3 rounded-full bg-primary" />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border p-3">
            <p className="flex items-center gap-1 text-xs font-semibold text-muted-foreground">
              <Flame className="size-3.5 text-orange-500" /> This week
            </p>
            <div className="mt-2 flex gap-1">
              {WEEK.map((d, i) => (
                <span
                  key={i}
                  className={`flex size-6 items-center justify-center rounded-md text-[10px] font-bold ${i < 4 ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground'}`}
                >
                  {d}
                </span>
              ))}
            </div>
          </div>
          <div className="rounded-xl border p-3">
            <p className="flex items-center gap-1 text-xs font-semibold text-muted-foreground">
              <Trophy className="size-3.5 text-amber-500" /> Achievement
            </p>
            <p className="mt-2 text-sm font-bold">First Steps</p>
            <p className="text-xs text-muted-foreground">Unlocked today</p>
          </div>
        </div>
      </div>
    </div>
  );
}
