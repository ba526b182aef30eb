import type { MailMessage } from '../../platform/mail/mail.types.js';
import { renderMail } from '../../platform/mail/render-mail.js';

/** An admin's answer, to the employer who asked (and in their support history on the Employer page). */
export function supportReplyMail(to: string, firstName: string, subject: string, reply: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `Re: ${subject}`,
    ...renderMail({
      greeting: `Hello ${firstName},`,
      paragraphs: [`Our support team answered your request "${subject}":`, reply, 'You can read the whole conversation on your Employer page.'],
      action: { label: 'Open your support requests', url: `${appUrl}/employer?tab=support` },
      footer: 'Crew Reviews priority support',
    }),
  };
}
