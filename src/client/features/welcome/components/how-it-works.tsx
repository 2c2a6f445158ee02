const STEPS = [
  {
    title: 'Create your free account',
    text: "Your child's name and age, your email and a password. That's it.",
  },
  { title: 'Add your classes', text: 'Pick the days and times; the calendar fills itself in.' },
  {
    title: 'Learn, track and celebrate',
    text: 'Check off the day, mark attendance and watch the XP add up.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id="how-title" className="text-center text-3xl font-black tracking-tight sm:text-4xl">
          Set up in under 2 minutes
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex flex-col items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-black text-primary-foreground shadow-md shadow-primary/25">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-1 max-w-xs text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
