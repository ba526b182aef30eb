/**
 * Support's integration events (docs/events.md): an admin answered or closed an employer's
 * request, for the admin audit log. Never the text: the request and reply stay in support.
 */
export const SUPPORT_REQUEST_ANSWERED = 'support.request-answered';
export const SUPPORT_REQUEST_CLOSED = 'support.request-closed';

export const SUPPORT_EVENT_VERSIONS = {
  [SUPPORT_REQUEST_ANSWERED]: 1,
  [SUPPORT_REQUEST_CLOSED]: 1,
} as const;

export interface SupportRequestHandledV1 {
  requestId: string;
  /** Whose request it is. */
  employerId: string;
  /** The admin who answered or closed it. */
  adminId: string;
}
