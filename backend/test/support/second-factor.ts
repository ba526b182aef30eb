import type request from 'supertest';
import { Clock } from '../../src/platform/clock/clock.js';
import type { TestApp } from './test-app.js';
import { totpCode } from './totp.js';

type Agent = ReturnType<typeof request.agent>;

const lastStep = new Map<string, number>();

/**
 * A fresh code from the app, as the person would type it next: the product accepts each code
 * once, so when this time step's code was used, the product's clock moves to the next step.
 */
export function nextCode(app: TestApp, secret: string): string {
  const clock = app.api.get(Clock);
  let step = Math.floor(clock.now().getTime() / 30_000);
  const used = lastStep.get(secret);
  if (used !== undefined && step <= used) {
    clock.advance((used + 1 - step) * 30_000);
    step = used + 1;
  }
  lastStep.set(secret, step);
  return totpCode(secret, clock.now());
}

/** Sets up an authenticator app through the API (this session then counts as having passed it). */
export async function addAuthenticator(app: TestApp, agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/auth/security/authenticator').expect(201);
  const secret = setup.body.secret as string;
  const confirmed = await agent.post('/api/auth/security/authenticator/confirm').send({ code: nextCode(app, secret) }).expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** Moves the product's clock past the recent-check window (10 minutes) and a little more. */
export function afterRecentCheckWindow(app: TestApp): void {
  app.api.get(Clock).advance(11 * 60_000);
}
