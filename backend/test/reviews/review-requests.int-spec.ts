import { linkIn } from '../support/smtp-sink.js';
import { startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import { REVIEW_REQUEST_LIMIT } from '../../src/modules/reviews/request-review/request-limits.js';
import { addPeriod } from '../sea-service/sea-service-helpers.js';
import { commandEventCount, count, events, type Person, person, requestReview, setPosition } from './review-helpers.js';

describe('review requests', () => {
  let app: TestApp;
  let captain: Person;

  beforeAll(async () => {
    app = await startTestApp();
    captain = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
    await setPosition(app, captain.user.id, 'Captain');
  });
  afterAll(() => app.close());

  describe('POST /api/review-requests', () => {
    it('saves the request, answers at once with emailStatus "queued" and a delivery note, and emails the colleague', async () => {
      const reviewerEmail = uniqueEmail('mate');
      const res = await captain.agent
        .post('/api/review-requests')
        .set('User-Agent', 'crew-tests/1.0')
        .send({ reviewerEmail: reviewerEmail.toUpperCase(), context: 'M/Y Aurora, 2024 season', duration: '6 months', message: 'Would you write a few words?' })
        .expect(201);
      expect(res.body).toMatchObject({
        requesterId: captain.user.id,
        reviewerEmail,
        context: 'M/Y Aurora, 2024 season',
        duration: '6 months',
        message: 'Would you write a few words?',
        state: 'pending',
        emailStatus: 'queued',
        deliveryNote: `The invitation email is on its way to ${reviewerEmail}. Its delivery shows under Sent Requests on the Reviews page.`,
      });
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const mail = await app.smtp.waitFor(reviewerEmail, /Alex Morgan asked you for a professional review/);
      expect(mail.text).toContain('Alex Morgan (Captain) has asked you');
      expect(mail.text).toContain('Context: M/Y Aurora, 2024 season');
      expect(mail.text).toContain('Duration: 6 months');
      expect(mail.text).toContain('Would you write a few words?');
      expect(linkIn(mail, `${app.config.APP_URL}/reviews`)).toBe(`${app.config.APP_URL}/reviews?highlight=${res.body.id}`);

      const stored = await events(app, res.body.id);
      expect(stored[0]).toMatchObject({ type: 'ReviewRequested', metadata: { actorId: captain.user.id, userAgent: 'crew-tests/1.0' } });
      expect(stored[0].metadata.ip).toBeTruthy();
      expect(stored[0].metadata.requestId).toBeTruthy();
    });

    it('answers, byte for byte, the row GET /api/review-requests lists, with emailStatus "queued" and the delivery note', async () => {
      const requester = await person(app);
      const aurora = await addPeriod(requester);
      // Several, so that timestamps whose microseconds would round up show a rounding error.
      const sent = [];
      for (let i = 0; i < 8; i++) {
        const body = { reviewerEmail: uniqueEmail('Mate'), context: ` Aurora ${i} `, ...(i % 2 ? { duration: '6 months', message: 'Thanks!' } : {}), ...(i < 4 ? { servicePeriodId: aurora.id } : {}) };
        sent.push(await requester.agent.post('/api/review-requests').send(body).expect(201));
      }
      const listed: Array<{ id: string }> = (await requester.agent.get('/api/review-requests').expect(200)).body;
      for (const res of sent) {
        const row = listed.find((r) => r.id === res.body.id);
        expect(res.text).toBe(JSON.stringify({ ...row, emailStatus: 'queued', deliveryNote: res.body.deliveryNote }));
      }
      expect(sent[0].body.service).toEqual({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-03-04', to: '2024-08-20' });
    });

    it('records the delivery, so the requester sees emailStatus "sent"', async () => {
      const reviewerEmail = uniqueEmail('bosun');
      const { id } = await requestReview(captain, reviewerEmail);
      await app.smtp.waitFor(reviewerEmail, /asked you for a professional review/);
      const deadline = Date.now() + 10_000;
      let mine: { emailStatus: string } | undefined;
      do {
        const list = await captain.agent.get('/api/review-requests').expect(200);
        mine = list.body.find((r: { id: string }) => r.id === id);
        if (mine?.emailStatus === 'sent') break;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < deadline);
      expect(mine).toMatchObject({ emailStatus: 'sent', state: 'pending' });
      expect((await events(app, id)).map((e) => e.type)).toEqual(['ReviewRequested', 'ReviewRequestEmailSent']);
    });

    it('refuses a request to your own email, in any letter case', async () => {
      const res = await captain.agent.post('/api/review-requests').send({ reviewerEmail: captain.user.email.toUpperCase(), context: 'Aurora' }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'You cannot request a review from yourself' });
    });

    it.each([
      ['a missing reviewerEmail', { context: 'Aurora' }, 'Reviewer email is required'],
      ['an invalid email', { reviewerEmail: 'not-an-email', context: 'Aurora' }, 'Please enter a valid reviewer email address'],
      ['a missing context', { reviewerEmail: 'a@example.com' }, 'Work context is required'],
      ['a blank context', { reviewerEmail: 'a@example.com', context: '   ' }, 'Work context is required'],
      ['a number as context', { reviewerEmail: 'a@example.com', context: 42 }, 'context must be text'],
      ['a 201-character context', { reviewerEmail: 'a@example.com', context: 'x'.repeat(201) }, 'context must be at most 200 characters'],
      ['a 101-character duration', { reviewerEmail: 'a@example.com', context: 'Aurora', duration: 'x'.repeat(101) }, 'duration must be at most 100 characters'],
      ['a 2001-character message', { reviewerEmail: 'a@example.com', context: 'Aurora', message: 'x'.repeat(2001) }, 'message must be at most 2000 characters'],
      ['a list as message', { reviewerEmail: 'a@example.com', context: 'Aurora', message: ['x'] }, 'message must be text'],
      ['an unknown field', { reviewerEmail: 'a@example.com', context: 'Aurora', requesterId: 'someone' }, 'property requesterId should not exist'],
    ])('refuses %s with a readable 400 and writes nothing', async (_case, body, message) => {
      const before = await commandEventCount(app);
      const res = await captain.agent.post('/api/review-requests').send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await commandEventCount(app)).toBe(before);
    });

    it('limits how many requests one person sends per hour (429), writing nothing more', async () => {
      const limited = await startTestApp({ RATE_LIMITS_ENABLED: 'true' });
      try {
        const sender = await person(limited);
        for (let i = 0; i < REVIEW_REQUEST_LIMIT.max; i++) await requestReview(sender, uniqueEmail('crew'));
        const res = await sender.agent.post('/api/review-requests').send({ reviewerEmail: uniqueEmail(), context: 'One too many' }).expect(429);
        expect(res.body.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
        expect(await count(limited, 'select count(*) from review_requests where requester_id = ?', [sender.user.id])).toBe(REVIEW_REQUEST_LIMIT.max);
      } finally {
        await limited.close();
      }
    });

    it('answers 401 Unauthorized when signed out', async () => {
      const res = await app.http().post('/api/review-requests').send({ reviewerEmail: 'a@example.com', context: 'Aurora' }).expect(401);
      expect(res.body.message).toBe('Unauthorized');
    });
  });

  describe('GET /api/review-requests', () => {
    it("lists only the requester's own requests, newest first", async () => {
      const requester = await person(app);
      const first = await requestReview(requester, uniqueEmail(), { context: 'First' });
      const second = await requestReview(requester, uniqueEmail(), { context: 'Second', duration: null, message: null });
      await requestReview(captain, uniqueEmail(), { context: 'Not theirs' });
      const res = await requester.agent.get('/api/review-requests').expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
      expect(res.body[0]).toMatchObject({ context: 'Second', duration: null, message: null, state: 'pending' });
      expect(['queued', 'sent']).toContain(res.body[0].emailStatus);
    });

    it('pages by the Link header, newest first, each request once, ties on created_at broken by id', async () => {
      const requester = await person(app);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await requestReview(requester, uniqueEmail(), { context: `Season ${i}` })).id);
      // Two pairs share an instant (microseconds kept): a page edge between them skips and repeats nothing.
      const at = ['2025-01-01 08:00:00+00', '2025-03-01 12:00:00.123456+00', '2025-03-01 12:00:00.123456+00', '2025-05-01 09:30:00.5+00', '2025-05-01 09:30:00.5+00'];
      for (const [i, id] of ids.entries()) await app.em.fork().getConnection().execute('update review_requests set created_at = ?::timestamptz where id = ?', [at[i], id]);
      await requestReview(captain, uniqueEmail(), { context: 'Not theirs' });

      const seen: string[] = [];
      const sizes: number[] = [];
      let url: string | null = '/api/review-requests?limit=2';
      while (url) {
        const res = await requester.agent.get(url).expect(200);
        sizes.push(res.body.length);
        seen.push(...(res.body as Array<{ id: string }>).map((r) => r.id));
        const link = res.headers.link as string | undefined;
        url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
        if (url) expect(url).toMatch(/^\/api\/review-requests\?limit=2&cursor=[A-Za-z0-9_-]+$/);
      }
      const byIdDesc = (group: string[]) => [...group].sort().reverse();
      expect(seen).toEqual([...byIdDesc(ids.slice(3, 5)), ...byIdDesc(ids.slice(1, 3)), ids[0]]);
      expect(sizes).toEqual([2, 2, 1]);
      // Without a limit: the first 20, and no Link when they are all.
      const whole = await requester.agent.get('/api/review-requests').expect(200);
      expect(whole.body.map((r: { id: string }) => r.id)).toEqual(seen);
      expect(whole.headers.link).toBeUndefined();
    });

    it('refuses a cursor it did not write and a limit out of range, with a readable 400', async () => {
      const cursor = (at: string) => Buffer.from(JSON.stringify({ at, id: '00000000-0000-4000-8000-000000000001' })).toString('base64url');
      for (const bad of ['bm9wZQ', cursor('yesterday'), cursor('2024-02-30 10:00:00+00'), 'x'.repeat(401)]) {
        expect((await captain.agent.get(`/api/review-requests?cursor=${bad}`).expect(400)).body.message).toBe('cursor is invalid');
      }
      for (const limit of ['0', '101', 'ten', '2.5']) {
        expect((await captain.agent.get(`/api/review-requests?limit=${limit}`).expect(400)).body.message).toBe('limit must be a whole number from 1 to 100');
      }
      // A cursor is a position only: one past every row answers an empty page, never another person's requests.
      expect((await captain.agent.get(`/api/review-requests?cursor=${cursor('1970-01-02 00:00:00+00')}`).expect(200)).body).toEqual([]);
    });
  });

  describe('GET /api/incoming-review-requests', () => {
    it('lists pending requests sent to my email in any letter case, newest first, with who asked', async () => {
      const colleague = await person(app, { firstName: 'Sam', lastName: 'Lee' });
      // From two requesters: one requester may have only one pending request to an address.
      const firstMate = await person(app, { firstName: 'Kim', lastName: 'Park' });
      const older = await requestReview(firstMate, colleague.user.email.toUpperCase(), { context: 'Older' });
      const newer = await requestReview(captain, colleague.user.email, { context: 'Newer', duration: '3 weeks', message: 'Thanks!' });
      const res = await colleague.agent.get('/api/incoming-review-requests').expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
      expect(res.body[0]).toEqual({
        id: newer.id,
        requesterId: captain.user.id,
        requesterName: 'Alex Morgan',
        requesterPosition: 'Captain',
        reviewerName: 'Sam Lee',
        context: 'Newer',
        duration: '3 weeks',
        message: 'Thanks!',
        createdAt: expect.any(String),
        service: null,
        servedTogether: null,
      });
    });

    it('shows a request to a colleague who signs up after it was sent', async () => {
      const email = uniqueEmail('newcomer');
      const req = await requestReview(captain, email);
      const newcomer = await person(app, { email });
      const res = await newcomer.agent.get('/api/incoming-review-requests').expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([req.id]);
    });

    it('does not show requests sent to others, nor declined ones', async () => {
      const colleague = await person(app);
      const declined = await requestReview(captain, colleague.user.email);
      await colleague.agent.patch(`/api/review-requests/${declined.id}/decline`).expect(200);
      await requestReview(captain, uniqueEmail());
      expect((await colleague.agent.get('/api/incoming-review-requests').expect(200)).body).toEqual([]);
    });
  });

  describe('PATCH /api/review-requests/{id}/decline', () => {
    it('lets the addressee decline; the requester sees it declined and is told by email', async () => {
      const colleague = await person(app, { firstName: 'Jo', lastName: 'Rivers' });
      const req = await requestReview(captain, colleague.user.email, { context: 'S/Y Mistral' });
      const res = await colleague.agent.patch(`/api/review-requests/${req.id}/decline`).expect(200);
      expect(res.body).toEqual({ id: req.id, state: 'declined' });

      const mine = (await captain.agent.get('/api/review-requests').expect(200)).body.find((r: { id: string }) => r.id === req.id);
      expect(mine.state).toBe('declined');
      const mail = await app.smtp.waitFor(captain.user.email, /Jo Rivers declined your review request/);
      expect(mail.text).toContain('Jo Rivers declined your request for a review (S/Y Mistral).');
    });

    it('a decline is permanent: declining again answers 409', async () => {
      const colleague = await person(app);
      const req = await requestReview(captain, colleague.user.email);
      await colleague.agent.patch(`/api/review-requests/${req.id}/decline`).expect(200);
      const again = await colleague.agent.patch(`/api/review-requests/${req.id}/decline`).expect(409);
      expect(again.body.message).toBe('This review request was already answered or declined');
    });

    it("another user's request cannot be declined (403), not even by its requester, and nothing is written", async () => {
      const colleague = await person(app);
      const intruder = await person(app);
      const req = await requestReview(captain, colleague.user.email);
      const res = await intruder.agent.patch(`/api/review-requests/${req.id}/decline`).expect(403);
      expect(res.body.message).toBe('Only the colleague this request was sent to can decline it');
      await captain.agent.patch(`/api/review-requests/${req.id}/decline`).expect(403);
      expect((await events(app, req.id)).map((e) => e.type)).not.toContain('ReviewRequestDeclined');
    });

    it.each(['0b0e2b4e-6a55-4c8e-9a3e-1f2f3a4b5c6d', 'not-a-uuid', '1'])('answers 404 for the unknown or malformed id %p', async (id) => {
      const res = await captain.agent.patch(`/api/review-requests/${id}/decline`).expect(404);
      expect(res.body.message).toBe('Review request not found');
    });

    it('answers 401 when signed out', async () => {
      await app.http().patch('/api/review-requests/0b0e2b4e-6a55-4c8e-9a3e-1f2f3a4b5c6d/decline').expect(401);
    });
  });
});
