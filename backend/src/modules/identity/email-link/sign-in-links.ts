import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import type { SignUpIntent } from '../contracts/user-values.js';
import type { User } from '../user.entity.js';
import { SignInToken, type TokenPurpose } from './sign-in-token.entity.js';

export const SIGN_IN_LINK_MINUTES = 15;
export const VERIFY_LINK_HOURS = 24;
export const DELETE_LINK_MINUTES = 30;
export const RESET_LINK_MINUTES = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues one-time sign-in links and mails them; the caller's transaction stores both. */
@Injectable()
export class SignInLinks {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** A one-time token for `purpose`, stored hashed in the caller's transaction. */
  newToken(em: EntityManager, user: User, returnTo: string, lifetimeMs: number, purpose: TokenPurpose): string {
    const token = randomBytes(32).toString('base64url');
    em.persist(em.create(SignInToken, { tokenHash: hashToken(token), userId: user.id, returnTo, purpose, expiresAt: new Date(Date.now() + lifetimeMs) }));
    return token;
  }

  private issue(em: EntityManager, user: User, returnTo: string, lifetimeMs: number): string {
    return `${this.config.APP_URL}/api/auth/email-link/${this.newToken(em, user, returnTo, lifetimeMs, 'sign-in')}`;
  }

  /**
   * For an account without a password (DESIGN.md, "Account deletion"): a one-time link to the
   * page that confirms the deletion. The token rides in the URL fragment, which browsers never
   * send to the server, so it stays out of access logs; the page posts it with the deletion.
   */
  sendAccountDeletionLink(em: EntityManager, user: User) {
    const token = this.newToken(em, user, '/account/delete', DELETE_LINK_MINUTES * 60_000, 'delete-account');
    this.mail.queue(em, {
      to: user.email,
      subject: 'Confirm deleting your Crew Reviews account',
      ...renderMail({
        greeting: `Hello ${user.firstName},`,
        paragraphs: [
          'You asked to delete your Crew Reviews account. Open this link while signed in to confirm it on the next page.',
          'Deleting your account is permanent: your sessions end, your share links stop working, the reviews you received are deleted, and reviews you wrote stay under "Former member".',
          `The link works once and expires in ${DELETE_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: nothing happens without your confirmation.`,
        ],
        action: { label: 'Review and confirm', url: `${this.config.APP_URL}/account/delete#token=${token}` },
      }),
    });
  }

  /**
   * 'Forgot password': a one-time link to the page that sets a new password. Like the deletion
   * link, the token rides in the fragment (never sent to a server by the browser, so never in
   * an access log) and the page posts it with the new password.
   */
  sendPasswordResetLink(em: EntityManager, user: User) {
    const token = this.newToken(em, user, '/reset-password', RESET_LINK_MINUTES * 60_000, 'reset-password');
    this.mail.queue(em, {
      to: user.email,
      subject: 'Set a new password for Crew Reviews',
      ...renderMail({
        greeting: `Hello ${user.firstName},`,
        paragraphs: [
          'Someone, hopefully you, asked to set a new password for your Crew Reviews account. Open this link to choose one.',
          `The link works once and expires in ${RESET_LINK_MINUTES} minutes. Setting a new password signs you out on every device.`,
          'If you did not ask for it, ignore this email: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url: `${this.config.APP_URL}/reset-password#token=${token}` },
      }),
    });
  }

  sendSignInLink(em: EntityManager, user: User, returnTo: string) {
    const url = this.issue(em, user, returnTo, SIGN_IN_LINK_MINUTES * 60_000);
    this.mail.queue(em, {
      to: user.email,
      subject: 'Your Crew Reviews sign-in link',
      ...renderMail({
        greeting: `Hello ${user.firstName},`,
        paragraphs: [`Use this link to sign in. It works once and expires in ${SIGN_IN_LINK_MINUTES} minutes.`, 'If you did not ask for it, you can ignore this email.'],
        action: { label: 'Sign in', url },
      }),
    });
  }

  /** The welcome email: crew hear about reviews, employers (signed up as such) about what they came for. */
  sendVerificationLink(em: EntityManager, user: User, returnTo: string, audience: SignUpIntent = 'crew') {
    const url = this.issue(em, user, returnTo, VERIFY_LINK_HOURS * 3_600_000);
    const expiry = `The link works once and expires in ${VERIFY_LINK_HOURS} hours.`;
    this.mail.queue(em, {
      to: user.email,
      subject: 'Confirm your email for Crew Reviews',
      ...renderMail({
        greeting: `Welcome aboard, ${user.firstName}!`,
        paragraphs:
          audience === 'employer'
            ? [
                'Please confirm your email address: contacting crew and ordering verification reports need a confirmed address.',
                'The link opens the Employer page. Add your company there and choose a plan to search crew who chose to be found, read their verified reviews and certificates, contact them and order verification reports.',
                "Then verify your company with an email address on its own web domain, so that crew see it as a verified company and not an 'Unverified company'.",
                expiry,
              ]
            : ['Please confirm your email address. Reviews you write count as verified once your email is confirmed.', expiry],
        action: { label: 'Confirm my email', url },
      }),
    });
  }

  /** Someone tried to create an account with this address: tell its owner, with a way in. */
  sendAccountExistsNotice(em: EntityManager, user: User, returnTo: string) {
    const url = this.issue(em, user, returnTo, SIGN_IN_LINK_MINUTES * 60_000);
    this.mail.queue(em, {
      to: user.email,
      subject: 'You already have a Crew Reviews account',
      ...renderMail({
        greeting: `Hello ${user.firstName},`,
        paragraphs: [
          'Someone just tried to create a Crew Reviews account with this email address, which already has one. No new account was created and nothing about yours changed.',
          `If it was you, sign in with this link (it works once and expires in ${SIGN_IN_LINK_MINUTES} minutes) or with your password. Forgot your password? Ask for an emailed sign-in link on the sign-in page.`,
          'If it was not you, you can ignore this email.',
        ],
        action: { label: 'Sign in', url },
      }),
    });
  }

  /** For an address with no account: invite to sign up instead of revealing that none exists. */
  sendSignUpInvitation(em: EntityManager, email: string, returnTo: string) {
    const url = `${this.config.APP_URL}/signup?${new URLSearchParams({ email, returnTo })}`;
    this.mail.queue(em, {
      to: email,
      subject: 'Sign in to Crew Reviews',
      ...renderMail({
        greeting: 'Hello,',
        paragraphs: ['Someone asked for a sign-in link for this address, but there is no Crew Reviews account for it yet. You can create one in a minute.', 'If it was not you, you can ignore this email.'],
        action: { label: 'Create my account', url },
      }),
    });
  }
}
