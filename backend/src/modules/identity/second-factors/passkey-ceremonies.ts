import { Injectable } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { AppConfig } from '../../../platform/config/app-config.js';
import { PRODUCT_NAME } from './authenticator-codes.js';
import type { UserPasskey } from './second-factor.entities.js';

/**
 * EdDSA, ES256 and RS256: what authenticators in use offer. Named here rather than left to the
 * library, whose default probes the runtime for post-quantum ML-DSA (an experimental Node API
 * that warns in the log on every registration).
 */
const ALGORITHMS = [-8, -7, -257];

export interface NewPasskey {
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  backedUp: boolean;
}

/**
 * The WebAuthn ceremonies with this site as the relying party (WEBAUTHN_RP_ID and
 * WEBAUTHN_ORIGINS). Every passkey is discoverable (it can start a sign-in without an email)
 * and asks its owner for their fingerprint, face or PIN: a passkey alone then proves both
 * something the person has and something they are or know.
 */
@Injectable()
export class PasskeyCeremonies {
  constructor(private readonly config: AppConfig) {}

  registrationOptions(user: { id: string; email: string; firstName: string; lastName: string }, existing: readonly Pick<UserPasskey, 'credentialId' | 'transports'>[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return generateRegistrationOptions({
      rpName: PRODUCT_NAME,
      rpID: this.config.webauthnRpId,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
      attestationType: 'none',
      // The same authenticator twice would be one passkey under two names.
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
    });
  }

  /** Verified registration, or null when the answer does not hold (wrong challenge, origin or site). */
  async registered(response: RegistrationResponseJSON, expectedChallenge: string): Promise<NewPasskey | null> {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.config.webauthnOrigins,
      expectedRPID: this.config.webauthnRpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    }).catch(() => null);
    if (!result?.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return { credentialId: credential.id, publicKey: Buffer.from(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [], backedUp: credentialBackedUp };
  }

  /** For a sign-in by passkey alone: no list of credentials, the browser offers the ones it holds for this site. */
  authenticationOptions(allowed: readonly Pick<UserPasskey, 'credentialId' | 'transports'>[] = []): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return generateAuthenticationOptions({
      rpID: this.config.webauthnRpId,
      userVerification: 'required',
      allowCredentials: allowed.map((p) => ({ id: p.credentialId, transports: p.transports })),
    });
  }

  /** The authenticator's new signature counter when the answer is right for this passkey, else null. */
  async authenticated(response: AuthenticationResponseJSON, expectedChallenge: string, passkey: Pick<UserPasskey, 'credentialId' | 'publicKey' | 'counter' | 'transports'>): Promise<{ counter: number; backedUp: boolean } | null> {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: this.config.webauthnOrigins,
      expectedRPID: this.config.webauthnRpId,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) return null;
    return { counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
  }
}
