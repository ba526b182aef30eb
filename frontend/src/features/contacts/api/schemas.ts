import type { Schemas } from '../../../lib/api-types';

/** A contact request as either side reads it (GET /api/contact-requests). */
export type ContactRequest = Schemas['ContactRequestView'];
export type SendContactRequestInput = Schemas['SendContactRequestDto'];
