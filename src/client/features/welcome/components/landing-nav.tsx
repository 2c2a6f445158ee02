import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';

export function LandingNav() {
  return (
    <header className="sticky top-0 z-20 border-b border-transparent bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link
          to="/welcome"
          className="flex min-w-0 items-center gap-2 text-base font-black tracking-tight sm:text-lg"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          <span className="truncate">Homeschool</span>
        </Link>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Link
            to="/sign-in"
            className="rounded-lg px-2.5 py-2 text-sm font-semibold whitespace-nowrap hover:bg-accent sm:px-3"
          >
            Sign In
          </Link>
          <Link
            to="/sign-up"
            className="rounded-lg bg-primary px-3 py-2 text-sm font-semibold whitespace-nowrap text-primary-foreground shadow-sm hover:bg-primary/90"
          >
            Get Started
          </Link>
        </nav>
      </div>
    </header>
  );
}
