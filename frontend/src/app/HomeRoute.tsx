import { lazy, Suspense } from 'react';
import { useUser } from '../lib/auth';
import { Footer } from './layout/Footer';
import { PageSkeleton } from './layout/PageSkeleton';

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const SignedInHome = lazy(() => import('./SignedInHome'));

/** '/': the landing page when signed out or still loading, the dashboard when signed in. */
export function HomeRoute() {
  const { user } = useUser();
  if (user) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <SignedInHome user={user} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <LandingPage />
      <Footer />
    </Suspense>
  );
}
