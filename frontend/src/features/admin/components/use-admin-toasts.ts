import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';

/** Spec section 8: admin successes say what happened; failures are 'Error' with the server's message. */
export function useAdminToasts() {
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const success = useCallback((title: string) => toast({ title }), [toast]);
  const failure = useCallback(
    (error: unknown) => {
      if (handleUnauthorized(error)) return;
      const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
      toast({ title: 'Error', description: message || 'Something went wrong. Please try again.', variant: 'destructive' });
    },
    [toast, handleUnauthorized],
  );
  return { success, failure };
}
