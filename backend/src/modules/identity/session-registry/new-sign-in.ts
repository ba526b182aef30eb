import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import type { MailMessage } from '../../../platform/mail/mail.types.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import { requestOrigin } from '../contracts/auth.js';
import { User } from '../user.entity.js';
import { describeDevice, networkOf } from './device.js';
import { SessionRegistry } from './session-registry.js';

/** Where the mail and the settings page point to the list of sessions. */
export const SESSIONS_PATH = '/profile#sessions';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/**
 * What follows every successful sign-in (password, emailed link, sign-up): the session joins
 * the person's list, and a browser the account has not used before gets its owner a 'New
 * sign-in' email. A browser is known by its random device cookie, of which only a hash is kept
 * (sightings); nothing is read from the browser to recognise it otherwise.
 */
@Injectable()
export class SignInNotices {
  constructor(
    private readonly registry: SessionRegistry,
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** `newBrowser`: the account had signed in from other browsers, never this one. */
  async signedIn(req: Request, userId: string, newBrowser: boolean): Promise<void> {
    await this.registry.signedIn(req, userId);
    if (!newBrowser) return;
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (user) this.mail.queue(em, newSignInMail(user, req, new Date(), this.config.APP_URL));
    });
  }
}

export function newSignInMail(user: Pick<User, 'email' | 'firstName'>, req: Request, at: Date, appUrl: string): MailMessage {
  const { ip, userAgent } = requestOrigin(req);
  const network = networkOf(ip);
  return {
    to: user.email,
    subject: 'New sign-in to your account',
    ...renderMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        'Your Crew Reviews account was just signed in to from a browser it has not used before.',
        [`Device: ${describeDevice(userAgent).label}`, `Time: ${WHEN.format(at)} UTC`, `Place: unknown${network ? ` (internet address ${network})` : ''}`].join('\n'),
        'If this was you, there is nothing to do.',
        'If it was not you, open your sessions, sign that one out, and change your password. If you sign in only with emailed links, your email account may have been opened by someone else: secure it first.',
      ],
      action: { label: 'See where you are signed in', url: `${appUrl}${SESSIONS_PATH}` },
    }),
  };
}
