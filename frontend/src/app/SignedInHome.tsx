import { lazy } from 'react';
import type { User } from '../lib/auth';
import { AppLayout } from './layout/AppLayout';

const DashboardPage = lazy(() => import('./DashboardPage'));

/** The dashboard inside the signed-in frame; a separate chunk so the landing page stays light. */
export default function SignedInHome({ user }: { user: User }) {
  return (
    <AppLayout user={user}>
      <DashboardPage />
    </AppLayout>
  );
}
