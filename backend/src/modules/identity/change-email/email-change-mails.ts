import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

export const CONFIRM_HOURS = 24;
export const UNDO_DAYS = 7;

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** To the new address: nothing moves until its owner follows the link. */
export function confirmNewEmailMail(firstName: string, oldEmail: string, newEmail: string, token: string, appUrl: string): MailMessage {
  return {
    to: newEmail,
    subject: 'Confirm your new email for Crew Reviews',
    ...renderMail({
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `You asked to use this address for your Crew Reviews account instead of ${oldEmail}. Open the link below to confirm it. Until you do, nothing changes.`,
        `The link works once and expires in ${CONFIRM_HOURS} hours. If you did not ask for this, ignore this email.`,
      ],
      action: { label: 'Confirm my new email', url: `${appUrl}/account/email/confirm#token=${token}` },
    }),
  };
}

/** To an address that already has an account, instead of a confirmation link (the person asking is told the same as for a free address). */
export function addressInUseMail(ownerFirstName: string, email: string, appUrl: string): MailMessage {
  return {
    to: email,
    subject: 'Someone tried to use your email address on Crew Reviews',
    ...renderMail({
      greeting: `Hello ${ownerFirstName},`,
      paragraphs: [
        'Someone signed in to another Crew Reviews account asked to move that account to this email address. This address belongs to your account, so nothing changed and nothing will.',
        'If it was you: one address can belong to one account only. Sign in to the account that has this address, or use a different address for the other one.',
        'If it was not you, you can ignore this email. Your account is not affected.',
      ],
      action: { label: 'Sign in', url: `${appUrl}/login` },
    }),
  };
}

/** To the old address once the change is done, with the way back. */
export function emailChangedMail(firstName: string, oldEmail: string, newEmail: string, at: Date, undoToken: string, appUrl: string): MailMessage {
  return {
    to: oldEmail,
    subject: 'Your Crew Reviews email was changed',
    ...renderMail({
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `The email address of your Crew Reviews account was changed from ${oldEmail} to ${newEmail} on ${WHEN.format(at)} UTC. You now sign in with the new address, and emails about your account go there.`,
        'If this was you, there is nothing to do.',
        `If it was not you, take your account back with the button below within ${UNDO_DAYS} days. Your account gets this address back, everyone is signed out, and its password is removed so that only this inbox can sign in: you then sign in with an emailed link and choose a new password.`,
      ],
      action: { label: 'This was not me: undo the change', url: `${appUrl}/account/email/undo#token=${undoToken}` },
    }),
  };
}
