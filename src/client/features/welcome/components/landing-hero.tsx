import { ArrowRight, CheckCircle2, Sparkles } from 'lucide-react';
import { HeroPreview } from './hero-preview';
import { PrimaryLink, SecondaryLink } from './landing-links';

const CLAIMS = ['No credit card required', 'Set up in under 2 minutes', '10+ Core Features'];

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-br from-sky-100 via-background to-amber-50"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="mb-5 inline-flex items-center gap-1.5 rounded-full border border-primary/20 bg-card px-3 py-1 text-sm font-semibold text-primary shadow-xs">
            <Sparkles className="size-4" aria-hidden="true" /> 10+ Core Features
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Your family&apos;s homeschool, <span className="text-primary">all in one place</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Plan classes, keep the calendar, take attendance, grade assignments and map out every day, while
            your child earns XP, levels up and unlocks achievements along the way.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <PrimaryLink to="/sign-up">
              Get Started Free <ArrowRight className="size-5" aria-hidden="true" />
            </PrimaryLink>
            <SecondaryLink to="/sign-in">Sign In</SecondaryLink>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-muted-foreground lg:justify-start">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> {claim}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
