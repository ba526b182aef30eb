import { CommandBus } from '@nestjs/cqrs';
import { FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { dayFrom } from '../certifications/wallet-helpers.js';
import { addPeriod } from '../sea-service/sea-service-helpers.js';
import { type Person, person, review, verifyEmail } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

/**
 * What an employer sees when opening a crew profile (DESIGN.md, "What employers see"):
 * every verified review with the subscriber-only reviewer details, every certification with
 * its validity and never its number, sea service with totals; ratings from verified reviews only.
 */
describe('the crew profile an employer opens', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  let ip = 1;
  /** A review about one of the owner's periods, confirming her service there, confirmed by her. */
  async function aboutPeriod(owner: Person, reviewer: Person, servicePeriodId: string, fields: { text: string; rating: number; skills?: string[] }) {
    const request = await owner.agent.post('/api/review-requests').send({ reviewerEmail: reviewer.user.email, context: 'M/Y Aurora season', servicePeriodId }).expect(201);
    const submitted = await reviewer.agent
      .post('/api/reviews')
      .set('X-Forwarded-For', `203.0.113.${ip++}`)
      .send({
        reviewRequestId: request.body.id, revieweeId: owner.user.id, reviewerName: 'Form Name', skills: [], confirmService: true,
        reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Secret Vessel', reviewerCompany: 'Secret Yachting Ltd', verificationMethod: 'email', ...fields,
      })
      .expect(201);
    await owner.agent.patch(`/api/reviews/${submitted.body.id}`).send({ status: 'confirmed' }).expect(200);
    return submitted.body.id as string;
  }

  it('shows verified reviews with reviewer details, certifications by authority with validity, and sea service; a flagged review neither shows nor counts', async () => {
    const boss = await employer(app, 'professional');
    const ines = await crew(app, { firstName: 'Ines', lastName: 'Navarro' }, {
      position: 'Bosun', availability: 'available', stcwEndorsements: ['pst'], uscgLicenses: ['qmed-oiler'], mcaCertificates: ['mca-chief-mate-unlimited'],
    });
    const ana = await person(app, { firstName: 'Ana', lastName: 'Reviewer' });
    const ben = await person(app, { firstName: 'Ben', lastName: 'Flagged' });
    await verifyEmail(app, ana.user.email);
    await verifyEmail(app, ben.user.email);
    // Both served with her on M/Y Aurora and confirm her sea service; Ben's review is then flagged.
    const aurora = await addPeriod(ines, { signOnDate: '2024-03-04', signOffDate: '2024-08-20', daysAtSea: 120 });
    await addPeriod(ana, { signOnDate: '2024-05-15', signOffDate: '2024-12-01' });
    await addPeriod(ben, { signOnDate: '2024-04-01', signOffDate: '2024-06-30' });
    const good = await aboutPeriod(ines, ana, aurora.id, { text: 'Ran the deck with quiet authority through a busy season.', rating: 4, skills: ['Tender driving'] });
    const flagged = await aboutPeriod(ines, ben, aurora.id, { text: 'Best bosun ever, give her every job you have going.', rating: 1 });
    // Cleo's review she hides: it neither shows nor confirms anything to an employer.
    const cleo = await person(app, { firstName: 'Cleo', lastName: 'Hidden' });
    await verifyEmail(app, cleo.user.email);
    await addPeriod(cleo, { signOnDate: '2024-06-01', signOffDate: '2024-07-31' });
    const hidden = await aboutPeriod(ines, cleo, aurora.id, { text: 'Solid crew member, though we clashed over the watch rota.', rating: 3 });
    await ines.agent.patch(`/api/reviews/${hidden}/toggle-visibility`).expect(200);
    const admin = await person(app, { firstName: 'Ada', lastName: 'Admin' });
    const origin = { ip: '192.0.2.9', userAgent: 'admin console', requestId: 'admin-request' };
    await app.api.get(CommandBus).execute(new FlagReviewCommand(flagged, admin.user.id, { category: 'conflict-of-interest', note: 'Reviewer and owner are related.' }, origin));
    const wallet = (body: Record<string, unknown>) => ines.agent.put('/api/certifications/wallet/certificate').send(body).expect(200);
    await wallet({ key: 'uscgLicenses:qmed-oiler', number: 'US-SECRET-7781', expiryDate: dayFrom(30) });
    await wallet({ key: 'mcaCertificates:mca-chief-mate-unlimited', expiryDate: dayFrom(-10) });
    await settled(app);

    const res = await boss.agent.get(`/api/search/crew/${ines.user.id}`).expect(200);
    const body = res.body;
    expect(body).toMatchObject({ availability: 'available', averageRating: 4, verifiedReviews: 1 });
    expect(body.reviews.map((r: { id: string }) => r.id)).toEqual([good]);
    expect(body.reviews[0]).toMatchObject({
      rating: 4,
      text: 'Ran the deck with quiet authority through a busy season.',
      reviewerName: 'Ana Reviewer',
      skills: ['Tender driving'],
      servedTogether: { vesselName: 'M/Y Aurora', from: '2024-05-15', to: '2024-08-20', serviceConfirmed: true },
      reviewerDetails: { reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Secret Vessel', reviewerCompany: 'Secret Yachting Ltd', verificationMethod: 'email' },
    });
    expect(body.reviews[0].reviewerDetails.ipAddress).toMatch(/^203\.0\.113\./);
    expect(JSON.stringify(body)).not.toContain('Best bosun ever');
    expect(JSON.stringify(body)).not.toContain('watch rota');

    const groups = Object.fromEntries(body.certifications.map((g: { group: string; certificates: unknown[] }) => [g.group, g.certificates]));
    expect(Object.keys(groups)).toEqual(['stcwEndorsements', 'uscgLicenses', 'mcaCertificates']);
    expect(groups.stcwEndorsements[0]).toMatchObject({ status: null, expiryDate: null });
    expect(groups.uscgLicenses[0]).toMatchObject({ status: 'expiring', daysUntilExpiry: 30 });
    expect(groups.mcaCertificates[0]).toMatchObject({ status: 'expired', daysUntilExpiry: -10 });
    expect(JSON.stringify(body)).not.toContain('US-SECRET-7781');

    expect(body.seaService.totals).toEqual({ periods: 1, days: 170, daysAtSea: 120 });
    // Only a review shown confirms the period: the hidden and the flagged ones' confirmations stay out with them.
    expect(body.seaService.periods).toEqual([
      expect.objectContaining({ vesselName: 'M/Y Aurora', signOnDate: '2024-03-04', signOffDate: '2024-08-20', days: 170, daysAtSea: 120, confirmedBy: ['Ana Reviewer'] }),
    ]);
    expect(body.seaService.periods[0]).not.toHaveProperty('id');
    for (const key of ['email', 'phone']) expect(JSON.stringify(Object.keys(body))).not.toContain(key);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('counts a colleague who reviewed on two vessels once, with the average of their reviews, and shows both reviews', async () => {
    const boss = await employer(app, 'basic');
    const lea = await crew(app, { firstName: 'Lea', lastName: 'Twice' }, { position: 'Stewardess' });
    const [sam, tom] = [await person(app, { firstName: 'Sam', lastName: 'Colleague' }), await person(app, { firstName: 'Tom', lastName: 'Colleague' })];
    await verifyEmail(app, sam.user.email);
    await verifyEmail(app, tom.user.email);
    await review(lea, sam, { text: 'Flawless silver service and a calm head on charter.', rating: 5, context: 'M/Y Aurora' });
    await review(lea, sam, { text: 'Ran the interior single-handed for a whole month.', rating: 3, context: 'M/Y Borealis' });
    await review(lea, tom, { text: 'Reliable and kind to guests and crew alike, always.', rating: 2, context: 'M/Y Aurora' });
    await settled(app);
    const body = (await boss.agent.get(`/api/search/crew/${lea.user.id}`).expect(200)).body;
    // Sam counts once at (5 + 3) / 2 = 4, Tom at 2: (4 + 2) / 2 = 3, from two reviewers.
    expect(body).toMatchObject({ averageRating: 3, verifiedReviews: 2 });
    expect(body.reviews).toHaveLength(3);
    expect(JSON.stringify(body)).not.toContain(sam.user.id);
  });

  it('rates a crew member whose only review is flagged as not rated yet', async () => {
    const boss = await employer(app, 'basic');
    const kim = await crew(app, { firstName: 'Kim', lastName: 'Solo' }, { position: 'Deckhand' });
    const rev = await person(app, { firstName: 'Rae', lastName: 'Reviewer' });
    await verifyEmail(app, rev.user.email);
    const only = await review(kim, rev, { text: 'Hard worker who learned the tender quickly and kept it spotless.', rating: 4 });
    const admin = await person(app, { firstName: 'Ada', lastName: 'Admin' });
    await app.api.get(CommandBus).execute(new FlagReviewCommand(only, admin.user.id, { category: 'spam', note: 'Same text as another review.' }, { ip: '192.0.2.9', userAgent: 'x', requestId: 'r' }));
    await settled(app);
    const body = (await boss.agent.get(`/api/search/crew/${kim.user.id}`).expect(200)).body;
    expect(body).toMatchObject({ averageRating: null, verifiedReviews: 0, reviews: [] });
  });
});
