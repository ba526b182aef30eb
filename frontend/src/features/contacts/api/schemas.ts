import type { Schemas } from '../../../lib/api-types';

/** A conversation as either side reads it (GET /api/contact-requests). */
export type ContactRequest = Schemas['ContactRequestView'];
export type SendContactRequestInput = Schemas['SendContactRequestDto'];
/** A conversation with its thread (GET /api/contact-requests/{id}). */
export type ContactThread = Schemas['ContactThreadView'];
export type ContactMessage = Schemas['ContactMessageView'];
/** What the Contact button shows for one crew member (GET /api/contact-requests/with). */
export type ContactState = Schemas['ContactStateView'];
/** GET /api/user/subscription: the form reads this month's message allowance from it. */
export type SubscriptionInfo = Schemas['SubscriptionInfo'];
