import { RECENT_CHECK_MINUTES } from '@crew/contracts/second-factors';
import type { Request } from 'express';
import { startSession } from './sessions.js';

/**
 * What a session remembers about how its person proved who they are (DESIGN.md, "Second
 * factors"), in one place: the access guard reads it, the sign-in steps and re-checks write it.
 * Times are epoch milliseconds from the Clock, so tests can move past RECENT_CHECK_MINUTES.
 */
declare module 'express-session' {
  interface SessionData {
    /** When the person last proved who they are in this session (a sign-in, a second factor, a re-check). */
    lastCheckAt?: number;
    /** When this session passed a second factor; absent: it never did. */
    secondFactorAt?: number;
    /**
     * A sign-in waiting for its second factor: the password or the email link was right, but
     * nobody is signed in, so every route but the second-factor steps answers 401.
     */
    pendingSignIn?: PendingSignIn;
    /** The WebAuthn challenge this session was last given, and what it was for. */
    passkeyChallenge?: { challenge: string; purpose: PasskeyCeremony; issuedAt: number };
  }
}

export interface PendingSignIn {
  userId: string;
  /** How the first step was passed. */
  via: 'password' | 'email-link';
  startedAt: number;
  /** Where an email link was going (a password sign-in keeps its own returnTo in the page). */
  returnTo?: string;
}

/** 'sign-in': a passkey alone; 'second-step': after the password or link of a pending sign-in. */
export type PasskeyCeremony = 'register' | 'sign-in' | 'second-step' | 'check';

/** A pending sign-in lasts as long as the page asking for the second factor reasonably stays open. */
export const PENDING_SIGN_IN_MINUTES = 10;
/** A passkey prompt is answered within this, or asked again. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

const minutes = (n: number) => n * 60_000;

/** Signs the user in under a new session id, recording this moment as its check (and as a passed second factor when it was one). */
export async function signInChecked(req: Request, userId: string, now: Date, { secondFactor }: { secondFactor: boolean }): Promise<void> {
  await startSession(req, userId);
  recordCheck(req, now, { secondFactor });
}

/** The person just proved who they are in this session. */
export function recordCheck(req: Request, now: Date, { secondFactor }: { secondFactor: boolean }): void {
  req.session.lastCheckAt = now.getTime();
  if (secondFactor) req.session.secondFactorAt = now.getTime();
}

export function secondFactorPassed(req: Request): boolean {
  return typeof req.session?.secondFactorAt === 'number';
}

export function checkedRecently(req: Request, now: Date): boolean {
  const at = req.session?.lastCheckAt;
  return typeof at === 'number' && now.getTime() - at <= minutes(RECENT_CHECK_MINUTES);
}

export function lastCheckAt(req: Request): Date | null {
  const at = req.session?.lastCheckAt;
  return typeof at === 'number' ? new Date(at) : null;
}

/**
 * The first step of a sign-in passed, the second is owed: the session is renewed (no id from
 * before the password crosses into the signed-in session) and holds only the pending step.
 */
export async function beginPendingSignIn(req: Request, pending: Omit<PendingSignIn, 'startedAt'>, now: Date): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.pendingSignIn = { ...pending, startedAt: now.getTime() };
}

/** The pending sign-in of this session, unless it is too old to finish. */
export function pendingSignIn(req: Request, now: Date): PendingSignIn | null {
  const pending = req.session?.pendingSignIn;
  if (!pending || now.getTime() - pending.startedAt > minutes(PENDING_SIGN_IN_MINUTES)) return null;
  return pending;
}

export function rememberPasskeyChallenge(req: Request, challenge: string, purpose: PasskeyCeremony, now: Date): void {
  req.session.passkeyChallenge = { challenge, purpose, issuedAt: now.getTime() };
}

/** Takes the session's challenge when it was given for one of these ceremonies (once: a replayed answer finds none). */
export function takePasskeyChallenge(req: Request, purposes: readonly PasskeyCeremony[], now: Date): { challenge: string; purpose: PasskeyCeremony } | null {
  const given = req.session?.passkeyChallenge;
  if (req.session) delete req.session.passkeyChallenge;
  if (!given || !purposes.includes(given.purpose) || now.getTime() - given.issuedAt > minutes(PASSKEY_CHALLENGE_MINUTES)) return null;
  return { challenge: given.challenge, purpose: given.purpose };
}
