import { DOMAIN_EMAIL_LINK_HOURS } from '@crew/contracts/companies';
import { type ModerationReason, reasonLabel } from '@crew/contracts/moderation';
import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

/**
 * To an address on the company's domain. Whoever reads it may not be the person who asked (a
 * colleague, the IT desk), so it says who asked, for which company, and what confirming means.
 */
export function domainEmailMail(to: string, args: { ownerName: string; companyName: string; domain: string; url: string }): MailMessage {
  return {
    to,
    subject: `Confirm that ${args.companyName} uses ${args.domain} on Crew Reviews`,
    ...renderMail({
      greeting: 'Hello,',
      paragraphs: [
        `${args.ownerName} asked Crew Reviews to verify the company ${args.companyName} by confirming this address on ${args.domain}.`,
        'Crew see whether a company that contacts them or orders a report on them is verified. Confirm only if this company is your organisation and its account holder works for it.',
        `The link works once and expires in ${DOMAIN_EMAIL_LINK_HOURS} hours. If you do not know about this, ignore this email: nothing changes without the link.`,
      ],
      action: { label: 'Confirm and verify the company', url: args.url },
    }),
  };
}

/** To the owner once an admin verified the company, or withdrew its verification. */
export function companyVerificationChangedMail(
  to: string,
  args: { firstName: string; companyName: string; verified: boolean; reason: ModerationReason; appUrl: string },
): MailMessage {
  return {
    to,
    subject: args.verified ? `${args.companyName} is now a verified company on Crew Reviews` : `${args.companyName} is no longer a verified company on Crew Reviews`,
    ...renderMail({
      greeting: `Hello ${args.firstName},`,
      paragraphs: args.verified
        ? [
            `A Crew Reviews administrator checked ${args.companyName} and verified it. Crew now see it as a verified company on your contact requests, and your new verification reports say so.`,
            `Reason given: ${reasonLabel(args.reason.category)}: ${args.reason.note}`,
          ]
        : [
            `A Crew Reviews administrator withdrew the verification of ${args.companyName}. Crew see it as an unverified company again.`,
            `Reason given: ${reasonLabel(args.reason.category)}: ${args.reason.note}`,
            'You can verify it again with an email address on your company’s web domain from the Employer page, or reply to this email.',
          ],
      action: { label: 'Open the Employer page', url: `${args.appUrl}/employer` },
    }),
  };
}
