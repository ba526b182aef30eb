import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import { describeDevice } from '../session-registry/device.js';
import { SESSIONS_PATH } from '../session-registry/new-sign-in.js';
import type { User } from '../user.entity.js';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export type PasswordChange = 'changed' | 'set' | 'reset';

const WHAT: Record<PasswordChange, string> = {
  changed: 'The password of your Crew Reviews account was changed',
  set: 'A password was set for your Crew Reviews account, which until now signed in with emailed links only',
  reset: 'A new password was set for your Crew Reviews account through a link from a "Forgot password" email',
};

/** Sent whenever the password changes, to the account's address: the owner learns of a change they did not make. */
export function passwordChangedMail(user: Pick<User, 'email' | 'firstName'>, how: PasswordChange, userAgent: string, at: Date, appUrl: string): MailMessage {
  const everywhere = how === 'reset' ? 'You were signed out on every device.' : 'You were signed out on your other devices.';
  return {
    to: user.email,
    subject: 'Your password was changed',
    ...renderMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `${WHAT[how]} on ${WHEN.format(at)} UTC, from ${describeDevice(userAgent).label}. ${everywhere}`,
        'If this was you, there is nothing to do.',
        `If it was not you, someone else may be able to sign in to your account. Set a new password now with the button below: the link we send goes only to this address. Then check where you are signed in: ${appUrl}${SESSIONS_PATH}`,
      ],
      action: { label: 'Set a new password', url: `${appUrl}/forgot-password?${new URLSearchParams({ email: user.email })}` },
    }),
  };
}
