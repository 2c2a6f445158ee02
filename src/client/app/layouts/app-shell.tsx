import { lazy, Suspense } from 'react';
import type { Me } from '@shared/schemas/profile';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { OfflineBanner } from './offline-banner';

/**
 * The signed-in shell (sidebar, clock, banner, header) is its own chunk, so public pages such as
 * /welcome do not download it. On a signed-in path it starts loading at once, alongside the session.
 */
const loadShell = () => import('../../features/shell/components/signed-in-shell');
const SignedInShell = lazy(loadShell);
if (typeof window !== 'undefined' && !/^\/(welcome|sign-)/.test(window.location.pathname)) void loadShell();

export function AppShell({ me }: { me: Me }) {
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<FullPageSpinner label="Loading your homeschool" />}>
        <SignedInShell me={me} />
      </Suspense>
    </>
  );
}
