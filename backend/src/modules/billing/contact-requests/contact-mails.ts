import { renderMail } from '../../../platform/mail/render-mail.js';
import type { MailMessage } from '../../../platform/mail/mail.types.js';

export function contactRequestedMail(to: string, crewFirstName: string, company: string, message: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `${company} would like to contact you on Crew Reviews`,
    ...renderMail({
      greeting: `Hello ${crewFirstName},`,
      paragraphs: [
        `${company} found your profile in the employer search and would like to get in touch:`,
        message,
        'Your email address stays private unless you accept. You can accept or decline on your dashboard.',
      ],
      action: { label: 'Open my dashboard', url: `${appUrl}/` },
    }),
  };
}

export function contactAnsweredMail(to: string, crewName: string, accepted: boolean, crewEmail: string | null, appUrl: string): MailMessage {
  return {
    to,
    subject: accepted ? `${crewName} accepted your contact request` : `${crewName} declined your contact request`,
    ...renderMail({
      greeting: 'Hello,',
      paragraphs: accepted
        ? [`${crewName} accepted your contact request. You can now reach them at ${crewEmail}.`]
        : [`${crewName} declined your contact request. Their details stay private.`],
      action: { label: 'Open your contacts', url: `${appUrl}/employer` },
    }),
  };
}
