import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Authenticator app codes (TOTP, RFC 6238) with the settings every common app reads from the
 * QR code: SHA-1, 6 digits, 30 seconds.
 */
const PERIOD_SECONDS = 30;

/** The name authenticator apps and passkey prompts show for the account. */
export const PRODUCT_NAME = 'Crew Reviews';

/** One step either side of now: a phone clock a little off, or a code typed as it changed. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const AUTHENTICATOR_CODE = /^\d{6}$/;

/** 20 random bytes (160 bits, RFC 4226's recommendation), Base32. */
export const newAuthenticatorSecret = (): string => generateSecret({ length: 20 });

export interface AuthenticatorEnrolment {
  secret: string;
  /** The otpauth:// link the QR code holds (a phone can open it directly). */
  otpauthUrl: string;
  /** The QR code as an SVG data URL (a few kilobytes, drawn sharp at any size). */
  qrCode: string;
}

export async function enrolment(secret: string, accountEmail: string): Promise<AuthenticatorEnrolment> {
  const otpauthUrl = generateURI({ issuer: PRODUCT_NAME, label: accountEmail, secret, period: PERIOD_SECONDS, digits: 6, algorithm: 'sha1' });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of `code` when it is right at `now` and newer than `lastUsedStep` (a code is
 * accepted once: a replayed or older one is refused), else null.
 */
export async function acceptedStep(secret: string, code: string, now: Date, lastUsedStep: number | null): Promise<number | null> {
  if (!AUTHENTICATOR_CODE.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // A TOTP result names its time step (an HOTP one its counter); this is always TOTP.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
