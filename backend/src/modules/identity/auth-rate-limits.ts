import type { RateLimit } from '../../platform/security/rate-limiter.service.js';

/** Per-IP limits are looser than per-email ones: many crew may share a ship's connection. */
export const AUTH_LIMITS = {
  signUpIp: { bucket: 'signup:ip', max: 20, windowSeconds: 3600 },
  signUpEmail: { bucket: 'signup:email', max: 5, windowSeconds: 3600 },
  loginIp: { bucket: 'login:ip', max: 50, windowSeconds: 900 },
  loginEmail: { bucket: 'login:email', max: 10, windowSeconds: 900 },
  emailLinkIp: { bucket: 'email-link:ip', max: 20, windowSeconds: 3600 },
  emailLinkEmail: { bucket: 'email-link:email', max: 5, windowSeconds: 3600 },
  /** Current-password checks of a signed-in person (changing the password): a stolen session cannot guess it. */
  passwordCheckUser: { bucket: 'password-check:user', max: 10, windowSeconds: 900 },
  // Six digits are a million codes, three of them accepted at a time: ten tries per quarter
  // hour per account put a lucky guess about a year away (OWASP ASVS 2.2.1 allows up to 100 an hour).
  secondFactorAccount: { bucket: 'second-factor:account', max: 10, windowSeconds: 900 },
  secondFactorIp: { bucket: 'second-factor:ip', max: 30, windowSeconds: 900 },
  // New authenticator keys and passkey prompts for one account: enough for a few attempts at setting one up.
  secondFactorSetup: { bucket: 'second-factor:setup', max: 20, windowSeconds: 900 },
  // Re-checking the password of a signed-in account (the password sign-in's own limits stay for signing in).
  passwordCheckAccount: { bucket: 'password-check:account', max: 10, windowSeconds: 900 },
} satisfies Record<string, RateLimit>;
