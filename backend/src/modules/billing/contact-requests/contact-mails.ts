import { renderMail } from '../../../platform/mail/render-mail.js';
import type { MailMessage } from '../../../platform/mail/mail.types.js';
import type { OpeningMessage } from './contact-requests.commands.js';

/** The conversation's page, visible to its two parties only. */
export const conversationUrl = (appUrl: string, requestId: string) => `${appUrl}/contacts/${requestId}`;

/** 'Position: Chief Officer', 'Vessel: ...', 'Dates or rotation: ...': the lines the employer filled in. */
export function openingDetails({ position, vessel, dates }: Pick<OpeningMessage, 'position' | 'vessel' | 'dates'>): string[] {
  return [
    ...(position ? [`Position: ${position}`] : []),
    ...(vessel ? [`Vessel: ${vessel}`] : []),
    ...(dates ? [`Dates or rotation: ${dates}`] : []),
  ];
}

export function contactRequestedMail(to: string, crewFirstName: string, company: string, opening: OpeningMessage, requestId: string, appUrl: string): MailMessage {
  const details = openingDetails(opening);
  return {
    to,
    subject: `${company} would like to contact you on Crew Reviews`,
    ...renderMail({
      greeting: `Hello ${crewFirstName},`,
      paragraphs: [
        `${company} found your profile in the employer search and would like to get in touch:`,
        ...(details.length ? [details.join('\n')] : []),
        opening.message,
        'Your email address stays private unless you accept. If you accept, you can write to each other on Crew Reviews, and you can withdraw your consent at any time.',
      ],
      action: { label: 'Accept or decline', url: conversationUrl(appUrl, requestId) },
    }),
  };
}

export function contactAnsweredMail(to: string, crewName: string, accepted: boolean, crewEmail: string | null, requestId: string, appUrl: string): MailMessage {
  return {
    to,
    subject: accepted ? `${crewName} accepted your contact request` : `${crewName} declined your contact request`,
    ...renderMail({
      greeting: 'Hello,',
      paragraphs: accepted
        ? [`${crewName} accepted your contact request. You can now reach them at ${crewEmail}, or write to them in your conversation on Crew Reviews.`]
        : [`${crewName} declined your contact request. Their details stay private.`],
      action: accepted ? { label: 'Open the conversation', url: conversationUrl(appUrl, requestId) } : { label: 'Open your contacts', url: `${appUrl}/employer?tab=contacts` },
    }),
  };
}

/** To the employer: the crew member withdrew consent; no email address in it, since it is no longer theirs to have. */
export function consentWithdrawnMail(to: string, crewName: string, newRequestDay: string, requestId: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `${crewName} withdrew their consent to be contacted`,
    ...renderMail({
      greeting: 'Hello,',
      paragraphs: [
        `${crewName} withdrew the consent they gave when accepting your contact request. Their email address is no longer shared with you and the conversation is closed.`,
        `Please do not contact them by the address they shared. You can send a new contact request from ${newRequestDay}.`,
      ],
      action: { label: 'Open the conversation', url: conversationUrl(appUrl, requestId) },
    }),
  };
}

/** A thread message, to the other party. */
export function contactMessageMail(to: string, greetingName: string | null, senderName: string, message: string, requestId: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `New message from ${senderName} on Crew Reviews`,
    ...renderMail({
      greeting: greetingName ? `Hello ${greetingName},` : 'Hello,',
      paragraphs: [`${senderName} wrote:`, message, 'Reply in your conversation on Crew Reviews.'],
      action: { label: 'Open the conversation', url: conversationUrl(appUrl, requestId) },
    }),
  };
}
