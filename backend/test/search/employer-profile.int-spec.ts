import { CommandBus } from '@nestjs/cqrs';
import { FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { dayFrom } from '../certifications/wallet-helpers.js';
import { addPeriod } from '../sea-service/sea-service-helpers.js';
import { person, review, verifyEmail } from '../sharing/sharing-helpers.js';
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

  it('shows verified reviews with reviewer details, certifications by authority with validity, and sea service; a flagged review neither shows nor counts', async () => {
    const boss = await employer(app, 'professional');
    const ines = await crew(app, { firstName: 'Ines', lastName: 'Navarro' }, {
      position: 'Bosun', availability: 'available', stcwEndorsements: ['pst'], uscgLicenses: ['qmed-oiler'], mcaCertificates: ['mca-chief-mate-unlimited'],
    });
    const ana = await person(app, { firstName: 'Ana', lastName: 'Reviewer' });
    const ben = await person(app, { firstName: 'Ben', lastName: 'Flagged' });
    await verifyEmail(app, ana.user.email);
    await verifyEmail(app, ben.user.email);
    const good = await review(ines, ana, { text: 'Ran the deck with quiet authority through a busy season.', rating: 4 });
    const flagged = await review(ines, ben, { text: 'Best bosun ever, give her every job you have going.', rating: 1, context: 'S/Y Other' });
    const admin = await person(app, { firstName: 'Ada', lastName: 'Admin' });
    const origin = { ip: '192.0.2.9', userAgent: 'admin console', requestId: 'admin-request' };
    await app.api.get(CommandBus).execute(new FlagReviewCommand(flagged, admin.user.id, { category: 'conflict-of-interest', note: 'Reviewer and owner are related.' }, origin));
    const wallet = (body: Record<string, unknown>) => ines.agent.put('/api/certifications/wallet/certificate').send(body).expect(200);
    await wallet({ key: 'uscgLicenses:qmed-oiler', number: 'US-SECRET-7781', expiryDate: dayFrom(30) });
    await wallet({ key: 'mcaCertificates:mca-chief-mate-unlimited', expiryDate: dayFrom(-10) });
    await addPeriod(ines, { vesselName: 'M/Y Aurora', imoNumber: '9074729', signOnDate: '2024-03-04', signOffDate: '2024-08-20', daysAtSea: 120 });
    await settled(app);

    const res = await boss.agent.get(`/api/search/crew/${ines.user.id}`).expect(200);
    const body = res.body;
    expect(body).toMatchObject({ availability: 'available', averageRating: 4, verifiedReviews: 1 });
    expect(body.reviews.map((r: { id: string }) => r.id)).toEqual([good]);
    expect(body.reviews[0]).toMatchObject({
      rating: 4,
      text: 'Ran the deck with quiet authority through a busy season.',
      reviewerName: 'Ana Reviewer',
      duration: '6 months',
      reviewerDetails: { reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Secret Vessel', reviewerCompany: 'Secret Yachting Ltd', verificationMethod: 'email' },
    });
    expect(body.reviews[0].reviewerDetails.ipAddress).toMatch(/^203\.0\.113\./);
    expect(JSON.stringify(body)).not.toContain('Best bosun ever');

    const groups = Object.fromEntries(body.certifications.map((g: { group: string; certificates: unknown[] }) => [g.group, g.certificates]));
    expect(Object.keys(groups)).toEqual(['stcwEndorsements', 'uscgLicenses', 'mcaCertificates']);
    expect(groups.stcwEndorsements[0]).toMatchObject({ status: null, expiryDate: null });
    expect(groups.uscgLicenses[0]).toMatchObject({ status: 'expiring', daysUntilExpiry: 30 });
    expect(groups.mcaCertificates[0]).toMatchObject({ status: 'expired', daysUntilExpiry: -10 });
    expect(JSON.stringify(body)).not.toContain('US-SECRET-7781');

    expect(body.seaService.totals).toEqual({ periods: 1, days: 170, daysAtSea: 120 });
    expect(body.seaService.periods[0]).toMatchObject({ vesselName: 'M/Y Aurora', signOnDate: '2024-03-04', signOffDate: '2024-08-20', days: 170 });
    for (const key of ['email', 'phone']) expect(JSON.stringify(Object.keys(body))).not.toContain(key);
    expect(JSON.stringify(body)).not.toContain('@');
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
