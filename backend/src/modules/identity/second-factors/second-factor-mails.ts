import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';

interface Person {
  email: string;
  firstName: string;
}

/** The security section of the profile, where a person sees and changes their second factors. */
export const securityUrl = (appUrl: string) => `${appUrl}/profile#security`;

const NOT_YOU = 'If this was not you, someone else may know your password: sign in, change it, and remove what you do not recognise, or reply to this email and we will help.';

export type FactorChange = 'authenticator-added' | 'authenticator-removed' | 'passkey-added' | 'passkey-removed' | 'recovery-codes-renewed';

const CHANGES: Record<FactorChange, { subject: string; line: (name?: string) => string }> = {
  'authenticator-added': { subject: 'An authenticator app was added to your account', line: () => 'An authenticator app now gives the codes that confirm it is you when you sign in to Crew Reviews.' },
  'authenticator-removed': { subject: 'An authenticator app was removed from your account', line: () => 'The authenticator app was removed from your Crew Reviews account: its codes no longer work.' },
  'passkey-added': { subject: 'A passkey was added to your account', line: (name) => `A passkey${name ? ` named "${name}"` : ''} can now sign you in to Crew Reviews.` },
  'passkey-removed': { subject: 'A passkey was removed from your account', line: (name) => `The passkey${name ? ` "${name}"` : ''} was removed from your Crew Reviews account: it no longer signs you in.` },
  'recovery-codes-renewed': { subject: 'New recovery codes for your account', line: () => 'New recovery codes were made for your Crew Reviews account. The old ones no longer work.' },
};

/** Every change to how an account proves who it is is told to its owner (OWASP ASVS 2.5.5). */
export function factorChangedMail(person: Person, change: FactorChange, appUrl: string, name?: string): MailMessage {
  const { subject, line } = CHANGES[change];
  return {
    to: person.email,
    subject,
    ...renderMail({ greeting: `Hello ${person.firstName},`, paragraphs: [line(name), NOT_YOU], action: { label: 'Review your security settings', url: securityUrl(appUrl) } }),
  };
}

/** A super admin cleared every second factor of the account, after checking who asked. */
export function factorsResetMail(person: Person, appUrl: string): MailMessage {
  return {
    to: person.email,
    subject: 'Your second factors were reset',
    ...renderMail({
      greeting: `Hello ${person.firstName},`,
      paragraphs: [
        'A Crew Reviews administrator removed every second factor from your account (authenticator app, passkeys and recovery codes), and signed you out everywhere.',
        'Sign in with your password or an emailed link, then set up a new authenticator app or passkey.',
        'If you did not ask for this, reply to this email at once.',
      ],
      action: { label: 'Set up a second factor', url: securityUrl(appUrl) },
    }),
  };
}

/** For an address in ADMIN_EMAILS that lost every second factor: one link clears them and signs in. */
export function factorRecoveryLinkMail(person: Person, url: string, minutes: number): MailMessage {
  return {
    to: person.email,
    subject: 'Recover access to your Crew Reviews account',
    ...renderMail({
      greeting: `Hello ${person.firstName},`,
      paragraphs: [
        'Someone who knew how to sign in to your account said they lost every second factor. This address is one of the operator addresses of this Crew Reviews site, so it can recover access by email.',
        `Opening the link removes your authenticator app, passkeys and recovery codes and signs you in; then set up a new second factor before using the admin dashboard. The link works once and expires in ${minutes} minutes.`,
        'If this was not you, do not open the link, and change your password: someone knows it.',
      ],
      action: { label: 'Remove my second factors and sign in', url },
    }),
  };
}
