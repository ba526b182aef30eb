import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';

/**
 * The browser's side of passkeys (@simplewebauthn/browser): each call asks the API for
 * options, lets the browser talk to the authenticator, and hands the answer back as the API
 * expects it ({ credential }).
 */
export { browserSupportsWebAuthn };

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

export async function answerPasskeyPrompt(options: unknown) {
  return startAuthentication({ optionsJSON: options as Options });
}

export async function createPasskey(options: unknown) {
  return startRegistration({ optionsJSON: options as CreationOptions });
}

/** What to tell the person when the browser's passkey prompt did not finish. */
export function passkeyProblem(error: unknown): string {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name ?? error.name : error instanceof Error ? error.name : '';
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This passkey is already saved to your account.';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey prompt was closed or timed out. Please try again.';
  if (name === 'InvalidStateError') return 'This passkey is already saved to your account.';
  return 'Your browser could not use a passkey here. Try again, or use another way.';
}
