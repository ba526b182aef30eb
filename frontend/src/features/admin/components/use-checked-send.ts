import { useState } from 'react';
import { isCheckCancelled, useRecentCheck } from '../../../components/RecentCheck';
import { useAdminToasts } from './use-admin-toasts';

/**
 * Sends a sensitive admin action from its dialog: one at a time, after 'Confirm it's you' when
 * the session's last check is old (ADR 0041). The dialog closes once the action went through; a
 * failure shows as the spec's 'Error' toast and leaves it open, as does closing the check's prompt.
 */
export function useCheckedSend(onClose: () => void) {
  const [sending, setSending] = useState(false);
  const toasts = useAdminToasts();
  const { withRecentCheck } = useRecentCheck();

  async function send(action: () => Promise<void>) {
    if (sending) return;
    setSending(true);
    try {
      await withRecentCheck(action);
      onClose();
    } catch (error) {
      if (!isCheckCancelled(error)) toasts.failure(error);
    } finally {
      setSending(false);
    }
  }

  return { sending, send };
}
