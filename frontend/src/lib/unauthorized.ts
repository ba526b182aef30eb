import { useCallback } from 'react';
import { LOGIN_URL } from './brand';
import { ApiError, isUnauthorizedError } from './api-client';
import { useToast } from './toast';

export const REDIRECT_DELAY_MS = 500;

export function loginUrlFor(path: string) {
  return path && path !== '/' ? `${LOGIN_URL}?returnTo=${encodeURIComponent(path)}` : LOGIN_URL;
}

/**
 * Sends the browser to sign-in after the spec's 500 ms, coming back to where it was. The 500 ms
 * count from the first frames painted after the call (two animation frames), not from the call:
 * on a slow phone the 'Unauthorized' toast rendered just before would otherwise be gone with the
 * page before it was ever seen.
 */
export function redirectToLogin() {
  const here = window.location.pathname + window.location.search;
  const leave = () => window.location.assign(loginUrlFor(here));
  requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(leave, REDIRECT_DELAY_MS)));
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

/**
 * For a mutation's onError: a 401 is handled as above (the session ended while the page was
 * open); anything else is the 'Error' toast with the server's message, or `fallback`.
 */
export function useMutationErrorToast() {
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : fallback, variant: 'destructive' });
    },
    [toast, handleUnauthorized],
  );
}
