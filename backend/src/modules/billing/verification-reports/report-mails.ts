import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

/** Crew are told who ordered a report on them (DESIGN.md, "Employers"). */
export function reportOrderedMail(to: string, crewFirstName: string, company: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `${company} ordered a verification report on your profile`,
    ...renderMail({
      greeting: `Hello ${crewFirstName},`,
      paragraphs: [
        `${company} ordered a verification report on you through Crew Reviews.`,
        'The report lists your profile details, the certifications on your profile and your verified reviews as they are now. It never includes your email address, phone number or the reviews you chose to hide.',
        'Keeping your certifications and reviews up to date keeps such reports accurate.',
      ],
      action: { label: 'Review my profile', url: `${appUrl}/profile` },
    }),
  };
}
