import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RebuildReviewProjectionsCommand } from '../../src/modules/reviews/rebuild-projections/rebuild-review-projections.command.js';
import { GetSeaServiceQuery, type GetSeaServiceOptions, type SeaServicePeriod } from '../../src/modules/sea-service/contracts/sea-service.query.js';
import { createLink, person, verifyEmail } from '../sharing/sharing-helpers.js';
import { eventsDelivered, startTestApp, type TestApp } from '../support/test-app.js';
import { addPeriod, answer, requestAbout } from './sea-service-helpers.js';

/** ADR 0027: a review request may name a period of the requester's sea service; a reviewer who served on that ship over the same days makes the review 'Served together'. */
describe('served together', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.em.fork().getConnection().execute<T[]>(query, params);

  it('carries the vessel and the shared days from the request to the review, its owner’s stats and the public profile', async () => {
    const nina = await person(app, { firstName: 'Nina', lastName: 'Requester' });
    const sam = await person(app, { firstName: 'Sam', lastName: 'Shipmate' });
    await verifyEmail(app, sam.user.email);
    const ninaAurora = await addPeriod(nina, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { rank: 'chief-officer', signOnDate: '2023-11-01', signOffDate: '2024-04-30' });
    await addPeriod(sam, { rank: 'chief-officer', signOnDate: '2024-05-15', signOffDate: '2024-12-01' });

    const request = await requestAbout(nina, sam, ninaAurora.id);
    const service = { vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-03-04', to: '2024-08-20' };
    expect(request.service).toEqual(service);
    expect((await nina.agent.get('/api/review-requests').expect(200)).body[0].service).toEqual(service);
    // The addressee sees what it is about, and that their own service overlaps it (the longer of their two periods).
    const incoming = (await sam.agent.get('/api/incoming-review-requests').expect(200)).body;
    expect(incoming[0]).toMatchObject({ id: request.id, service, servedTogether: { vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' } });

    const { id } = await answer(nina, sam, request.id);
    const received = (await nina.agent.get('/api/reviews').expect(200)).body;
    expect(received.find((r: { id: string }) => r.id === id).servedTogether).toEqual({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20', serviceConfirmed: false });
    expect((await nina.agent.get('/api/stats').expect(200)).body.servedTogetherReviews).toBe(1);

    // Recorded as review events, the vessel sealed.
    const events = await sql<{ type: string; data: Record<string, unknown> }>(`select type, data from review_events where stream_id in (?, ?) order by position`, [request.id, id]);
    // (A fraud warning about the brand-new reviewer account may follow.)
    expect(events.map((e) => e.type).slice(0, 5)).toEqual(['ReviewRequested', 'ReviewRequestServiceNamed', 'ReviewRequestAnswered', 'ReviewSubmitted', 'ReviewServedTogether']);
    expect(JSON.stringify(events.filter((e) => e.type.includes('Service') || e.type.includes('Served')))).not.toContain('Aurora');

    // Confirmed, it is public: the review card and the statistics on the shared profile.
    await nina.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(200);
    const link = await createLink(nina);
    await eventsDelivered(app);
    const profile = (await app.http().get(`/api/public/profile/${link.token}`).expect(200)).body;
    expect(profile.reviews).toEqual([expect.objectContaining({ id, servedTogether: { vesselName: 'M/Y Aurora', from: '2024-05-15', to: '2024-08-20', serviceConfirmed: false } })]);
    expect(profile.stats.servedTogetherReviews).toBe(1);

    // The read tables rebuild from the log with the same overlap.
    const before = await sql('select id, served_together from reviews order by id');
    const requestsBefore = await sql('select id, service from review_requests order by id');
    await app.api.get(CommandBus).execute(new RebuildReviewProjectionsCommand());
    expect(await sql('select id, served_together from reviews order by id')).toEqual(before);
    expect(await sql('select id, service from review_requests order by id')).toEqual(requestsBefore);
  });

  it('leaves the review unchanged without an overlap: another ship, other days, or no period named', async () => {
    const nina = await person(app);
    const sam = await person(app);
    const aurora = await addPeriod(nina, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { vesselName: 'MV Nordic Star', imoNumber: '9176187', signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { signOnDate: '2024-08-21', signOffDate: '2024-12-01' });

    const named = await requestAbout(nina, sam, aurora.id);
    expect((await sam.agent.get('/api/incoming-review-requests').expect(200)).body[0].servedTogether).toBeNull();
    const first = await answer(nina, sam, named.id);
    const unnamed = await requestAbout(nina, await person(app), null);
    expect(unnamed.service).toBeNull();

    const reviews = (await nina.agent.get('/api/reviews').expect(200)).body;
    expect(reviews.find((r: { id: string }) => r.id === first.id).servedTogether).toBeNull();
    expect((await nina.agent.get('/api/stats').expect(200)).body.servedTogetherReviews).toBe(0);
    expect(await sql(`select type from review_events where stream_id = ? and type = 'ReviewServedTogether'`, [first.id])).toEqual([]);
  });

  it("refuses a period that is not the requester's own, with a readable 400", async () => {
    const nina = await person(app);
    const sam = await person(app);
    const samsPeriod = await addPeriod(sam);
    const ask = (servicePeriodId: unknown) => nina.agent.post('/api/review-requests').send({ reviewerEmail: sam.user.email, context: 'M/Y Aurora', servicePeriodId });
    expect((await ask(samsPeriod.id).expect(400)).body.message).toBe('servicePeriodId must be one of your own periods of sea service');
    expect((await ask('6a0f4c9e-0b7d-4f43-9a51-0f3b1c2d3e4f').expect(400)).body.message).toBe('servicePeriodId must be one of your own periods of sea service');
    expect((await ask('period-one').expect(400)).body.message).toBe('servicePeriodId must be the id of one of your periods of sea service');
    expect((await ask(42).expect(400)).body.message).toMatch(/servicePeriodId/);
    expect((await nina.agent.get('/api/review-requests').expect(200)).body).toEqual([]);
  });

  it("lets the reviewer confirm the reviewee's service for the days they served together, shown with who confirmed it", async () => {
    const nina = await person(app, { firstName: 'Nina', lastName: 'Confirmed' });
    const sam = await person(app, { firstName: 'Sam', lastName: 'Voucher' });
    await verifyEmail(app, sam.user.email);
    const aurora = await addPeriod(nina, { signOnDate: '2024-03-04', signOffDate: '2024-08-20' });
    await addPeriod(sam, { signOnDate: '2024-05-15', signOffDate: '2024-12-01' });
    const request = await requestAbout(nina, sam, aurora.id);
    const { id } = await answer(nina, sam, request.id, undefined, { confirmService: true });

    const period = (await nina.agent.get('/api/sea-service').expect(200)).body.periods[0];
    expect(period.confirmations).toEqual([
      { reviewId: id, confirmedById: sam.user.id, confirmedByName: 'Sam Voucher', from: '2024-05-15', to: '2024-08-20', confirmedAt: expect.any(String) },
    ]);
    const review = (await nina.agent.get('/api/reviews').expect(200)).body.find((r: { id: string }) => r.id === id);
    expect(review.servedTogether).toEqual({ vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20', serviceConfirmed: true });
    expect(await sql(`select type from review_events where stream_id = ? and type = 'ReviewSeaServiceConfirmed'`, [id])).toHaveLength(1);

    // Other modules get the confirmations too, unless they ask for the periods only.
    const record = (options?: GetSeaServiceOptions) => app.api.get(QueryBus).execute(new GetSeaServiceQuery(nina.user.id, options));
    const withoutConfirmations = ({ confirmations: _, ...rest }: SeaServicePeriod) => rest;
    const full = await record();
    expect(full.periods[0].confirmations).toEqual(period.confirmations);
    const periodsOnly = await record({ withConfirmations: false });
    expect(periodsOnly.periods.map((p) => p.confirmations)).toEqual([[]]);
    expect(periodsOnly.periods.map(withoutConfirmations)).toEqual(full.periods.map(withoutConfirmations));
    expect(periodsOnly.totals).toEqual(full.totals);

    // Public once the review is: the period says who confirmed it.
    await nina.agent.patch(`/api/reviews/${id}`).send({ status: 'confirmed' }).expect(200);
    const link = await createLink(nina);
    await eventsDelivered(app);
    const profile = (await app.http().get(`/api/public/profile/${link.token}`).expect(200)).body;
    expect(profile.seaService.periods[0].confirmedBy).toEqual([{ name: 'Sam Voucher', from: '2024-05-15', to: '2024-08-20' }]);
  });

  it('refuses to confirm service the reviewer did not share (400), and records nothing', async () => {
    const nina = await person(app);
    const sam = await person(app);
    const aurora = await addPeriod(nina);
    await addPeriod(sam, { vesselName: 'MV Nordic Star', imoNumber: '9176187' });
    const request = await requestAbout(nina, sam, aurora.id);
    const res = await sam.agent
      .post('/api/reviews')
      .send({ reviewRequestId: request.id, revieweeId: nina.user.id, reviewerName: 'Sam', text: 'Good shipmate.', rating: 5, context: 'M/Y Aurora', skills: [], reviewerPosition: 'Bosun', reviewerVessel: 'M/Y Aurora', confirmService: true })
      .expect(400);
    expect(res.body.message).toBe('There is no sea service to confirm: the request names no period your own service overlaps on the same vessel');
    expect((await nina.agent.get('/api/reviews').expect(200)).body).toEqual([]);
    await sam.agent.post('/api/reviews').send({ reviewRequestId: request.id, revieweeId: nina.user.id, text: 'x', rating: 5, confirmService: 'yes' }).expect(400);
  });
});
