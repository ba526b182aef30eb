import { useEffect } from 'react';
import { useHandleUnauthorized } from '../../lib/unauthorized';

/** A read that answers 401 means the session ended: say so and go to sign-in (spec section 8). */
export function useQueryErrorRedirect(error: unknown) {
  const handleUnauthorized = useHandleUnauthorized();
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error, handleUnauthorized]);
}
