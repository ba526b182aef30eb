import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { EmailConfirmedNotice } from '../../features/auth/components/EmailConfirmation';
import type { User } from '../../lib/auth';
import { Footer } from './Footer';
import { PageSkeleton } from './PageSkeleton';
import { TopNav } from './TopNav';

/** The signed-in frame: navigation, the page, the footer. */
export function AppLayout({ user, children }: { user: User; children?: React.ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fa' }}>
      <TopNav user={user} />
      <EmailConfirmedNotice />
      <main style={{ flex: 1, width: '100%', boxSizing: 'border-box', maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
        <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
