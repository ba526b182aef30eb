import { useCallback } from 'react';
import { LOGIN_URL } from './brand';
import { isUnauthorizedError } from './api-client';
import { useToast } from './toast';

export const REDIRECT_DELAY_MS = 500;

export function loginUrlFor(path: string) {
  return path && path !== '/' ? `${LOGIN_URL}?returnTo=${encodeURIComponent(path)}` : LOGIN_URL;
}

/** Sends the browser to sign-in after the spec's 500 ms, coming back to where it was. */
export function redirectToLogin() {
  const here = window.location.pathname + window.location.search;
  window.setTimeout(() => window.location.assign(loginUrlFor(here)), REDIRECT_DELAY_MS);
}

/**
 * For mutation errors (spec section 8): a 401 shows 'Unauthorized' / 'You are logged out.
 * Logging in again...' and redirects; returns true when it handled the error.
 */
export function useHandleUnauthorized() {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      redirectToLogin();
      return true;
    },
    [toast],
  );
}
