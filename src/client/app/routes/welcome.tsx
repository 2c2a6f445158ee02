import { FeatureGrid } from '../../features/welcome/components/feature-grid';
import { HowItWorks } from '../../features/welcome/components/how-it-works';
import { LandingCta } from '../../features/welcome/components/landing-cta';
import { LandingHero } from '../../features/welcome/components/landing-hero';
import { LandingNav } from '../../features/welcome/components/landing-nav';

/** The public landing page. Its own small chunk: plain links and lucide icons, no Radix. */
export default function WelcomePage() {
  return (
    <div className="min-h-svh bg-background">
      <LandingNav />
      <main>
        <LandingHero />
        <FeatureGrid />
        <HowItWorks />
        <LandingCta />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>Homeschool · Made for families who learn at home.</p>
          <p>Self-hosted · Your data stays with you</p>
        </div>
      </footer>
    </div>
  );
}
