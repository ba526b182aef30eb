import { startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import { count, type Person, person, requestReview } from './review-helpers.js';

describe('a second review request to the same address', () => {
  let app: TestApp;
  let captain: Person;

  beforeAll(async () => {
    app = await startTestApp();
    captain = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
  });
  afterAll(() => app.close());

  const invitations = (email: string) => count(app, `select count(*) from outbox_messages where data->>'to' = ?`, [email]);

  it('is refused with a 409 while the first is pending, and sends no second invitation', async () => {
    const reviewerEmail = uniqueEmail('mate');
    await requestReview(captain, reviewerEmail);
    const res = await captain.agent.post('/api/review-requests').send({ reviewerEmail: reviewerEmail.toUpperCase(), context: 'M/Y Aurora again' }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'You already have a pending review request to this address' });
    expect(await invitations(reviewerEmail)).toBe(1);
    expect(await count(app, 'select count(*) from review_requests where reviewer_email = ?', [reviewerEmail])).toBe(1);
  });

  it('is refused when both arrive at once: exactly one is saved', async () => {
    const reviewerEmail = uniqueEmail('mate');
    const body = { reviewerEmail, context: 'M/Y Aurora' };
    const results = await Promise.all([1, 2, 3].map(() => captain.agent.post('/api/review-requests').send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await invitations(reviewerEmail)).toBe(1);
  });

  it('is allowed once the colleague declined the first, and from another requester', async () => {
    const colleague = await person(app);
    const first = await requestReview(captain, colleague.user.email);
    await colleague.agent.patch(`/api/review-requests/${first.id}/decline`).expect(200);
    await requestReview(captain, colleague.user.email);

    const other = await person(app);
    await requestReview(other, colleague.user.email);
  });
});
