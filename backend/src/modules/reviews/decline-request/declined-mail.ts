import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

export function declinedMail(appUrl: string, to: { email: string; firstName: string }, reviewerName: string, context: string): MailMessage {
  return {
    to: to.email,
    subject: `${reviewerName} declined your review request`,
    ...renderMail({
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `${reviewerName} declined your request for a review (${context}).`,
        'You can ask another colleague you sailed with from your reviews page.',
      ],
      action: { label: 'Open my reviews', url: `${appUrl}/reviews` },
    }),
  };
}
