import { useEffect, useRef } from 'react';
import { useUser } from '../lib/auth';
import { useToast } from '../lib/toast';
import { redirectToLogin } from '../lib/unauthorized';
import { AppLayout } from './layout/AppLayout';
import { PageSkeleton } from './layout/PageSkeleton';

/**
 * Signed-in pages. A signed-out visitor sees 'Unauthorized' and is sent to sign-in after
 * 500 ms (spec sections 2 and 8), coming back here afterwards.
 */
export function RequireAuth() {
  const { user, isLoading } = useUser();
  const toast = useToast();
  const redirected = useRef(false);

  useEffect(() => {
    if (isLoading || user || redirected.current) return;
    redirected.current = true;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    redirectToLogin();
  }, [isLoading, user, toast]);

  if (!user) return <PageSkeleton />;
  return <AppLayout user={user} />;
}
