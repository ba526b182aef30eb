import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useHandleUnauthorized } from '../../lib/unauthorized';

/**
 * Mutation errors (spec section 8): a 401 signs the user out first; anything else shows the
 * spec's failure text, with the server's reason underneath when it refused the input (4xx).
 */
export function useFailureToast() {
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  return useCallback(
    (error: unknown, failure: string) => {
      if (handleUnauthorized(error)) return;
      const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
      toast({ title: failure, description: reason && reason !== failure ? reason : undefined, variant: 'destructive' });
    },
    [toast, handleUnauthorized],
  );
}
