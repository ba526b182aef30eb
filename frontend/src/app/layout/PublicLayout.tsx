import { Button, Flex } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useUser } from '../../lib/auth';
import { LOGIN_URL } from '../../lib/brand';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { PageSkeleton } from './PageSkeleton';
import { TopNav } from './TopNav';

/** Pages anyone may open (legal pages, shared profiles, 404): the signed-in nav when signed in. */
export function PublicLayout() {
  const { user } = useUser();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fa' }}>
      {user ? (
        <TopNav user={user} />
      ) : (
        <header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb' }}>
          <Flex align="center" justify="space-between" style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px', height: 64 }}>
            <Brand />
            <Button type="primary" href={LOGIN_URL}>
              Sign In
            </Button>
          </Flex>
        </header>
      )}
      <div style={{ flex: 1 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
    </div>
  );
}
