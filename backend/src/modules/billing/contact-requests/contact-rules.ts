import { formatInstantDay } from '@crew/contracts/calendar-days';
import { NEW_REQUEST_AFTER_DAYS, type ContactStatus } from '@crew/contracts/contact';

const DAY_MS = 86_400_000;

/** What the rules need to know about an employer's latest conversation with a crew member. */
export interface ConversationDates {
  status: ContactStatus;
  respondedAt: Date | null;
  withdrawnAt: Date | null;
}

/** When the conversation closed: declined (the answer) or consent withdrawn; null while open. */
export function closedAt(conversation: ConversationDates): Date | null {
  if (conversation.status === 'declined') return conversation.respondedAt;
  if (conversation.status === 'withdrawn') return conversation.withdrawnAt;
  return null;
}

/** DESIGN.md, "Contact": after a decline, and (ADR 0037) after a withdrawn consent, a new request waits 30 days. */
export function newRequestFrom(conversation: ConversationDates): Date | null {
  const closed = closedAt(conversation);
  return closed ? new Date(closed.getTime() + NEW_REQUEST_AFTER_DAYS * DAY_MS) : null;
}

/**
 * Why the employer may not open a new conversation with this crew member at `now` (the 409's
 * message), or null when they may: never while one is open, and not within 30 days of its
 * closing. `latest` is their latest conversation, if any.
 */
export function whyNoNewRequest(latest: ConversationDates | undefined, now: Date): string | null {
  if (!latest) return null;
  switch (latest.status) {
    case 'pending':
      return 'You already have a pending contact request to this crew member';
    case 'accepted':
      return 'This crew member already accepted your contact request: write to them in your conversation';
    case 'declined':
    case 'withdrawn': {
      const closed = closedAt(latest);
      const from = newRequestFrom(latest);
      if (!closed || !from || now.getTime() >= from.getTime()) return null;
      const what = latest.status === 'declined' ? 'declined your contact request' : 'withdrew their consent to be contacted';
      return `This crew member ${what} on ${formatInstantDay(closed.toISOString())}; you can send a new request from ${formatInstantDay(from.toISOString())}`;
    }
  }
}
