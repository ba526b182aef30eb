import { allKeys, person, review, verifyEmail } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

/** GET /api/search/crew/{id}: the View Profile dialog, counted against the plan once per crew member a month. */
describe('crew profile for employers', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  it('shows about, experience, rating and every certificate, with no email, and the IP only among the reviewer details', async () => {
    const boss = await employer(app, 'professional');
    const ines = await crew(app, { firstName: 'Ines', lastName: 'Navarro' }, {
      position: 'Bosun', experience: 'Two seasons on M/Y Aurora', bio: 'Teak decks.', stcwEndorsements: ['pst', 'efa', 'ecdis'], uscgLicenses: ['qmed-oiler'], certifications: ['ENG1 Medical'],
    });
    const ana = await person(app, { firstName: 'Ana', lastName: 'Reviewer' });
    await verifyEmail(app, ana.user.email);
    await review(ines, ana, { text: 'Ran the deck with quiet authority through a busy season.', rating: 4 });
    await settled(app);
    const res = await boss.agent.get(`/api/search/crew/${ines.user.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: ines.user.id, firstName: 'Ines', bio: 'Teak decks.', experience: 'Two seasons on M/Y Aurora', averageRating: 4, verifiedReviews: 1, totalReviews: 1,
    });
    expect(res.body.stcwCertificates).toHaveLength(3);
    expect(res.body.certificates).toEqual(expect.arrayContaining([...res.body.stcwCertificates, 'ENG1 Medical']));
    expect(res.body.certificates).toHaveLength(5);
    for (const k of ['email', 'phone', 'ip']) expect(allKeys(res.body)).not.toContain(k);
    // The submission IP is a subscriber-only reviewer detail, nowhere else.
    expect(Object.keys(res.body)).not.toContain('ipAddress');
    expect(Object.keys(res.body.reviews[0].reviewerDetails)).toContain('ipAddress');
    expect(JSON.stringify(res.body)).not.toContain('@');
  });

  it('is 404 for someone not shown in search, and 403 behind the gates', async () => {
    const boss = await employer(app, 'basic');
    const hidden = await crew(app, { firstName: 'Hidden', lastName: 'One' }, { searchable: false });
    await settled(app);
    await boss.agent.get(`/api/search/crew/${hidden.user.id}`).expect(404);
    await boss.agent.get('/api/search/crew/not-a-uuid').expect(404);
    expect((await hidden.agent.get(`/api/search/crew/${hidden.user.id}`).expect(403)).body.message).toBe('Employer Access Required');
    const unpaid = await employer(app, null);
    expect((await unpaid.agent.get(`/api/search/crew/${hidden.user.id}`).expect(403)).body.message).toBe('Premium Subscription Required');
  });

  it('Basic: five distinct profiles a month, the same one again is free, the sixth is refused readably', async () => {
    const boss = await employer(app, 'basic');
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => crew(app, { firstName: `Viewed${i}`, lastName: 'Crew' }, { position: 'Deckhand' })));
    await settled(app);
    for (const p of people.slice(0, 5)) await boss.agent.get(`/api/search/crew/${p.user.id}`).expect(200);
    await boss.agent.get(`/api/search/crew/${people[0].user.id}`).expect(200);
    const refused = await boss.agent.get(`/api/search/crew/${people[5].user.id}`).expect(403);
    expect(refused.body.message).toBe('Monthly limit of 5 profile views reached on the Basic plan');
    await boss.agent.get(`/api/search/crew/${people[4].user.id}`).expect(200);
    const info = (await boss.agent.get('/api/user/subscription').expect(200)).body;
    expect(info.analytics.profileViews).toBe(5);
    // Searching is never counted.
    await boss.agent.get('/api/search/crew').expect(200);
    expect((await boss.agent.get('/api/user/subscription').expect(200)).body.analytics.profileViews).toBe(5);
  });
});
