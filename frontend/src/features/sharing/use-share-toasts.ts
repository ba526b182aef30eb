import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useHandleUnauthorized } from '../../lib/unauthorized';
import { copyText } from './clipboard';

/** The toasts of spec section 8 for share links, and copying with its feedback. */
export function useShareToasts() {
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();

  const failed = useCallback(
    (error: unknown, failure: string) => {
      if (handleUnauthorized(error)) return;
      // A refused input (4xx) says why; anything else only that it failed.
      const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
      toast({ title: failure, description: reason && reason !== failure ? reason : undefined, variant: 'destructive' });
    },
    [toast, handleUnauthorized],
  );

  const copy = useCallback(
    async (url: string) => {
      if (await copyText(url)) toast({ title: 'Link copied', description: 'The share link is on your clipboard.' });
      else toast({ title: 'Could not copy the link', description: `Select it and copy it yourself: ${url}`, variant: 'destructive' });
    },
    [toast],
  );

  return { toast, failed, copy };
}
