import { Subscribers } from '../../src/platform/events/subscribers.js';
import { openSealed } from '../../src/platform/privacy/personal-data.js';
import { linkIn } from '../support/smtp-sink.js';
import { eventsDelivered, startTestApp, type TestApp, uniqueEmail } from '../support/test-app.js';
import { createLink, person, review, verifyEmail } from '../sharing/sharing-helpers.js';

/**
 * The read tables modules keep of each other's data (reviews' share links, sharing's public
 * review data, moderation's audit entries of billing changes) are exactly what the integration events say: a replay from the first event
 * rebuilds them row for row.
 */
describe("modules' read tables fed by integration events", () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  const rows = (sql: string) => app.em.fork().getConnection().execute<Array<Record<string, unknown>>>(sql);
  const tables = async () => ({
    summaries: await rows('select user_id, summary, position::text from sharing_review_summaries order by user_id'),
    reviews: await rows('select review_id, reviewee_id, review, created_at, position::text from sharing_public_reviews order by review_id'),
    profiles: await rows('select user_id, person, profile_position::text, role, role_position::text, deleted, full_document, full_etag, basic_document, basic_etag from sharing_public_profiles order by user_id'),
    links: await rows('select link_id, user_id, expires_at, deleted, views from reviews_shared_links order by link_id'),
    audit: await rows('select event_id, actor_id, action, target_id, details, occurred_at from admin_audit_log where event_id is not null order by event_id'),
    moves: await rows('select user_id, position::text from reviews_addressee_moves order by user_id'),
    requests: await rows('select id, reviewer_email, state, version from review_requests order by id'),
  });

  it('identity announces registrations and profile changes with the fields subscribers need', async () => {
    const crew = await person(app, { firstName: 'Ines', lastName: 'Navarro' });
    await crew.agent.patch('/api/user/profile').send({ position: 'Bosun', location: 'Palma', searchable: true, experienceYears: 6 }).expect(200);
    // As subscribers receive them: the names are stored sealed (ADR 0019).
    const events = await openSealed(
      app.em.fork(),
      await app.em.fork().getConnection().execute<Array<{ type: string }>>(`select type, version, payload from integration_events where payload->>'userId' = ? order by position`, [crew.user.id]),
    );
    expect(events.map((e) => e.type)).toEqual(['identity.user-registered', 'identity.profile-changed']);
    expect(events[1]).toMatchObject({ version: 1, payload: { firstName: 'Ines', lastName: 'Navarro', position: 'Bosun', location: 'Palma', searchable: true, experienceYears: 6, isVerified: false, stcwEndorsements: [] } });
  });

  it('a replay of the events rebuilds each subscriber table exactly as delivery left it', async () => {
    const owner = await person(app, { firstName: 'Alex', lastName: 'Morgan' });
    const [ana, ben, cat] = await Promise.all(['Ana', 'Ben', 'Cat'].map((firstName) => person(app, { firstName, lastName: 'Reviewer' })));
    await Promise.all([ana, ben].map((p) => verifyEmail(app, p.user.email)));
    await review(owner, ana, { text: 'Ran the deck with quiet authority through a busy season.', rating: 5 });
    const hidden = await review(owner, ben, { text: 'Thorough navigator; passage plans always ready early.', rating: 4 });
    await review(owner, cat, { text: 'Unverified reviewer, confirmed review, counted but not listed.', rating: 3 });
    await owner.agent.patch(`/api/reviews/${hidden}/toggle-visibility`).expect(200);
    const [kept, gone] = [await createLink(owner, { purpose: 'Kept' }), await createLink(owner, { purpose: 'Gone' })];
    for (const n of [1, 2]) await app.http().get(`/api/public/profile/${kept.token}`).set({ 'X-Forwarded-For': `198.51.100.${n}`, 'User-Agent': `v${n}` }).expect(200);
    await app.http().get(`/api/public/profile/${gone.token}`).set({ 'X-Forwarded-For': '198.51.100.9', 'User-Agent': 'v9' }).expect(200);
    await owner.agent.delete(`/api/share-links/${gone.id}`).expect(204);
    await owner.agent.post('/api/user/upgrade-employer').send({ companyName: 'Morgan Yachting', companyType: 'yacht_owner' }).expect(200);
    await owner.agent.post('/api/credits/add').send({ amount: 50 }).expect(200);
    // A colleague with a pending request moves to another address: the request follows her.
    const dee = await person(app, { firstName: 'Dee', lastName: 'Mover' });
    await owner.agent.post('/api/review-requests').send({ reviewerEmail: dee.user.email, context: 'S/Y Meltemi, 2025 season' }).expect(201);
    const deeNew = uniqueEmail('dee.new');
    await dee.agent.post('/api/user/email-change').send({ newEmail: deeNew }).expect(202);
    const confirm = linkIn(await app.smtp.waitFor(deeNew, /Confirm your new email/), `${app.config.APP_URL}/account/email/confirm#token=`).split('#token=')[1];
    await app.http().post('/api/auth/email-change/confirm').send({ token: confirm }).expect(200);
    await eventsDelivered(app);

    const live = await tables();
    expect(live.links.filter((l) => l.user_id === owner.user.id)).toHaveLength(2);
    expect(live.audit.filter((entry) => entry.target_id === owner.user.id).map((entry) => entry.action).sort()).toEqual(['credits.added', 'employer.upgraded']);
    expect((await owner.agent.get('/api/stats').expect(200)).body).toMatchObject({ profileViews: 3, activeLinks: 1, totalReviews: 3 });
    const profile = (await app.http().get(`/api/public/profile/${kept.token}`).set({ 'X-Forwarded-For': '198.51.100.20', 'User-Agent': 'v20' }).expect(200)).body;
    expect(profile.stats).toEqual({ averageRating: 4, totalReviews: 2, verifiedReviews: 1, servedTogetherReviews: 0 });
    expect(profile.reviews).toHaveLength(1);
    await eventsDelivered(app);
    const settled = await tables();
    // The owner's precomputed public profile is among them, and is what the API served.
    const document = settled.profiles.find((p) => p.user_id === owner.user.id)!;
    expect(JSON.parse(document.full_document as string)).toEqual(profile);
    expect(document).toMatchObject({ role: 'employer', deleted: false });
    expect(settled.moves.map((m) => m.user_id)).toEqual([dee.user.id]);
    expect(settled.requests.filter((r) => r.reviewer_email === deeNew)).toHaveLength(1);

    const subscribers = app.worker.get(Subscribers);
    expect(subscribers.names().sort()).toEqual(['moderation.audit-log', 'reviews.addressee-moves', 'reviews.shared-links', 'reviews.suspended-reviewers', 'search.crew-directory', 'sharing.public-profiles']);
    for (const name of subscribers.names()) await subscribers.replay(name);
    expect(await tables()).toEqual(settled);
  });
});
