import type request from 'supertest';
import { linkIn } from '../support/smtp-sink.js';
import { signUp, type TestApp } from '../support/test-app.js';

export type Agent = ReturnType<typeof request.agent>;

export interface Person {
  agent: Agent;
  user: { id: string; email: string };
}

export async function person(app: TestApp, fields: Partial<{ firstName: string; lastName: string }> = {}): Promise<Person> {
  const { agent, user } = await signUp(app, fields);
  return { agent, user };
}

/** Follows the sign-up mail's confirmation link, as the user would. */
export async function verifyEmail(app: TestApp, email: string) {
  const mail = await app.smtp.waitFor(email, /Confirm your email/);
  await app.agent().get(new URL(linkIn(mail, `${app.config.APP_URL}/api/auth/email-link/`)).pathname).expect(303);
}

export async function createLink(owner: Person, body: Record<string, unknown> = { purpose: 'Application for Chief Officer' }) {
  const res = await owner.agent.post('/api/share-links').send(body).expect(201);
  return res.body as { id: string; token: string; url: string; views: number; daysLeft: number; accessLevel: string; purpose: string; expiresAt: string };
}

let ipCounter = 1;
/**
 * One review of `owner` by `reviewer`, driven through the reviews API as the people would:
 * request, submit, and (unless told otherwise) confirm. Each comes from its own address,
 * so the same-IP fraud rule stays out of the way.
 */
export async function review(
  owner: Person,
  reviewer: Person,
  options: { text: string; rating?: number; confirm?: boolean; hide?: boolean; context?: string } = { text: 'Reliable watchkeeper, calm in heavy weather and generous with his time.' },
) {
  const ip = `203.0.113.${ipCounter++}`;
  // A colleague reviews one person once per vessel: a second review by the same reviewer needs another context.
  const req = await owner.agent
    .post('/api/review-requests')
    .send({ reviewerEmail: reviewer.user.email, context: options.context ?? 'M/Y Aurora, Mediterranean season 2025', duration: '6 months' })
    .expect(201);
  const submitted = await reviewer.agent
    .post('/api/reviews')
    .set('X-Forwarded-For', ip)
    .send({
      reviewRequestId: req.body.id,
      revieweeId: owner.user.id,
      reviewerName: 'Sam Reviewer',
      text: options.text,
      rating: options.rating ?? 5,
      context: 'M/Y Aurora',
      duration: '6 months',
      skills: [],
      technicalSkills: 'excellent',
      workEthic: 'very-good',
      communication: 'good',
      professionalism: 'excellent',
      recommendation: 'highly-recommend',
      reviewerPosition: 'Chief Officer',
      reviewerVessel: 'M/Y Secret Vessel',
      reviewerCompany: 'Secret Yachting Ltd',
      verificationMethod: 'email',
    })
    .expect(201);
  const id = submitted.body.id as string;
  if (options.confirm !== false) await owner.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(200);
  if (options.hide) await owner.agent.patch(`/api/reviews/${id}/toggle-visibility`).expect(200);
  return id;
}

/** Every key anywhere in a JSON value, to prove private fields never leave the server. */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}
