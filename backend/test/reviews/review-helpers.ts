import { openSealed } from '../../src/platform/privacy/personal-data.js';
import type request from 'supertest';
import { linkIn } from '../support/smtp-sink.js';
import { signUp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

export interface Person {
  agent: Agent;
  user: { id: string; email: string };
}

export async function person(app: TestApp, fields: Partial<{ email: string; firstName: string; lastName: string }> = {}): Promise<Person> {
  const { agent, user } = await signUp(app, fields);
  return { agent, user };
}

/** Follows the sign-up mail's confirmation link, as the user would. */
export async function verifyEmail(app: TestApp, email: string) {
  const mail = await app.smtp.waitFor(email, /Confirm your email/);
  await app.agent().get(new URL(linkIn(mail, `${app.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
}

/** Subscriptions belong to billing; tests set the column as an upgrade would. */
export async function setSubscription(app: TestApp, userId: string, status: string | null) {
  await app.em.fork().getConnection().execute('update users set subscription_status = ? where id = ?', [status, userId]);
}

export async function setPosition(app: TestApp, userId: string, position: string) {
  await app.em.fork().getConnection().execute('update users set position = ? where id = ?', [position, userId]);
}

export async function requestReview(requester: Person, reviewerEmail: string, fields: Record<string, unknown> = {}) {
  const res = await requester.agent
    .post('/api/review-requests')
    .send({ reviewerEmail, context: 'M/Y Aurora, Mediterranean season 2024', duration: '6 months', message: 'Would you write a few words?', ...fields })
    .expect(201);
  return res.body as { id: string; requesterId: string; state: string; emailStatus: string; deliveryNote: string };
}

export const reviewPayload = (requestId: string, revieweeId: string, fields: Record<string, unknown> = {}) => ({
  reviewRequestId: requestId,
  revieweeId,
  reviewerName: 'Whatever The Form Says',
  text: 'Calm under pressure, kept the deck crew safe and happy through a long season.',
  rating: 5,
  context: 'M/Y Aurora',
  duration: '6 months',
  skills: ['Technical Skills: excellent', 'Work Ethic: very-good'],
  technicalSkills: 'excellent',
  workEthic: 'very-good',
  communication: 'good',
  professionalism: 'excellent',
  recommendation: 'highly-recommend',
  reviewerPosition: 'Chief Officer',
  reviewerVessel: 'M/Y Aurora',
  reviewerCompany: 'Aurora Yachting Ltd',
  verificationMethod: 'email',
  ...fields,
});

/**
 * A client address for X-Forwarded-For (the API trusts it from loopback). All test traffic
 * comes from 127.0.0.1, so without it the same-IP fraud rule would flag unrelated tests.
 */
export const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * A requester asks a reviewer, who answers; returns the new review's id. `requestFields` change
 * the request (a colleague reviews one person once per vessel: another context for a second review).
 */
export async function reviewed(requester: Person, reviewer: Person, fields: Record<string, unknown> = {}, ip = randomIp(), requestFields: Record<string, unknown> = {}) {
  const req = await requestReview(requester, reviewer.user.email, requestFields);
  const res = await reviewer.agent.post('/api/reviews').set('X-Forwarded-For', ip).send(reviewPayload(req.id, requester.user.id, fields)).expect(201);
  return { requestId: req.id, reviewId: res.body.id as string };
}

export async function count(app: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await app.em.fork().getConnection().execute(sql, params);
  return Number((rows[0] as { count: string }).count);
}

/**
 * Events written by commands, for "nothing was written" checks. Delivery reports of earlier
 * invitations arrive from the worker at any moment, so they are left out.
 */
export const commandEventCount = (app: TestApp) => count(app, `select count(*) from review_events where type not like 'ReviewRequestEmail%'`);

/** A stream's stored events as readers see them: personal fields opened (ADR 0019). */
export async function events(app: TestApp, streamId: string): Promise<Array<{ type: string; metadata: Record<string, unknown>; data: Record<string, unknown> }>> {
  const em = app.em.fork();
  return openSealed(em, await em.getConnection().execute('select type, data, metadata from review_events where stream_id = ? order by stream_version', [streamId]));
}
