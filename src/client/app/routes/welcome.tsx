import { Link } from 'react-router';

export default function WelcomePage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-4xl font-black">Homeschool</h1>
      <p className="max-w-md text-muted-foreground">Run your family's homeschool in one place. 10+ Core Features.</p>
      <div className="flex gap-3">
        <Link to="/sign-up" className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground">
          Get Started Free
        </Link>
        <Link to="/sign-in" className="rounded-md border px-4 py-2 font-semibold">
          Sign In
        </Link>
      </div>
    </main>
  );
}
