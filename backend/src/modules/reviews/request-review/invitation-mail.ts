import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

/** How the worker tells this module that an invitation was delivered or not. */
export const INVITATION_CORRELATION_KIND = 'review-request';

export interface Invitation {
  requestId: string;
  reviewerEmail: string;
  requesterName: string;
  requesterPosition: string | null;
  context: string;
  duration: string | null;
  message: string | null;
}

/**
 * The link opens the request on the reviews page. A colleague without an account is sent
 * to sign-in (which offers sign-up) and comes back to it afterwards.
 */
export function invitationLink(appUrl: string, requestId: string): string {
  return `${appUrl}/reviews?highlight=${requestId}`;
}

export function invitationMail(appUrl: string, invitation: Invitation): MailMessage {
  const who = invitation.requesterPosition ? `${invitation.requesterName} (${invitation.requesterPosition})` : invitation.requesterName;
  const details = [`Context: ${invitation.context}`, ...(invitation.duration ? [`Duration: ${invitation.duration}`] : [])].join('\n');
  return {
    to: invitation.reviewerEmail,
    subject: `${invitation.requesterName} asked you for a professional review`,
    correlation: { kind: INVITATION_CORRELATION_KIND, id: invitation.requestId },
    ...renderMail({
      greeting: 'Hello,',
      paragraphs: [
        `${who} has asked you to write a professional review of your time working together on Crew Reviews.`,
        details,
        ...(invitation.message ? [`Their message: ${invitation.message}`] : []),
        'Open the request to write your review or to decline it. No account yet? Create one with this email address from the sign-in page; the request will be waiting for you.',
      ],
      action: { label: 'Open the review request', url: invitationLink(appUrl, invitation.requestId) },
    }),
  };
}
