import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PrimaryLink } from './landing-links';

export function LandingCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <div className="rounded-3xl bg-gradient-to-br from-primary to-indigo-700 px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          Give your school days a home
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-primary-foreground/85">
          Free to start. No credit card required. Your family&apos;s data stays yours.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <PrimaryLink to="/sign-up" className="bg-white text-primary shadow-black/20 hover:bg-white/90">
            Get Started Free <ArrowRight className="size-5" aria-hidden="true" />
          </PrimaryLink>
          <Link to="/sign-in" className="font-semibold underline-offset-4 hover:underline">
            I already have an account
          </Link>
        </div>
      </div>
    </section>
  );
}
