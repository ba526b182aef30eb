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
} satisfies Record<string, RateLimit>;
