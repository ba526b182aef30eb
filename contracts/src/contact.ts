/**
 * Contact between an employer and a crew member (DESIGN.md, "Contact"): the numbers and words
 * the API enforces and the screens say, from one definition.
 */

/** Spec section 7: the greeting the first message starts from (the employer may rewrite it). */
export const CONTACT_GREETING = 'Hello! We came across your profile and would like to talk to you about opportunities with us.';

/** Longest opening message and thread message, in characters. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** Longest position, vessel and dates-or-rotation line of the opening message. */
export const CONTACT_DETAIL_MAX_LENGTH = 120;

/** After a decline or a withdrawn consent, a new request to the same crew member waits this long. */
export const NEW_REQUEST_AFTER_DAYS = 30;

/**
 * pending: sent, not answered; accepted: the thread is open and the email shared;
 * declined: closed by the crew member's answer; withdrawn: consent withdrawn after accepting.
 */
export const CONTACT_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A pending or accepted conversation is open: one at a time per employer and crew member. */
export const OPEN_CONTACT_STATUSES = ['pending', 'accepted'] as const satisfies readonly ContactStatus[];
