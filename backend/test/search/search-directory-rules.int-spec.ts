import { CommandBus } from '@nestjs/cqrs';
import { FlagReviewCommand } from '../../src/modules/reviews/contracts/moderate-review.commands.js';
import { CREW_DIRECTORY_SUBSCRIBER } from '../../src/modules/search/directory/crew-directory.subscriber.js';
import { Subscribers } from '../../src/platform/events/subscribers.js';
import { type Person, person, review, verifyEmail } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, employer, settled } from './search-helpers.js';

type Result = { id: string; firstName: string; averageRating: number | null; verifiedReviews: number; totalReviews: number };

/** Who the directory lists and the numbers it shows employers (DESIGN.md, "What employers see", "Companies"). */
describe('crew directory rules', () => {
  let app: TestApp;
  let boss: Person;
  const port = `Mole${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp();
    boss = await employer(app, 'professional');
  });
  afterAll(() => app.close());

  const search = async (query: Record<string, string | number> = {}) =>
    (await boss.agent.get('/api/search/crew').query({ location: port, ...query }).expect(200)).body as Result[];
  const byName = (results: Result[], firstName: string) => results.find((r) => r.firstName === firstName);
  const reviewer = async (firstName: string, verified: boolean) => {
    const p = await person(app, { firstName, lastName: 'Reviewer' });
    if (verified) await verifyEmail(app, p.user.email);
    return p;
  };

  describe('ratings count verified reviews only', () => {
    let mixed: Person;
    let unverifiedOnly: Person;
    let flaggedOnly: Person;

    beforeAll(async () => {
      [mixed, unverifiedOnly, flaggedOnly] = await Promise.all([
        crew(app, { firstName: 'Mia', lastName: 'Mixed' }, { location: `${port} Palma` }),
        crew(app, { firstName: 'Una', lastName: 'Unverified' }, { location: `${port} Palma` }),
        crew(app, { firstName: 'Fay', lastName: 'Flagged' }, { location: `${port} Palma` }),
      ]);
      const [vera, victor, ulf, uma] = await Promise.all([
        reviewer('Vera', true),
        reviewer('Victor', true),
        reviewer('Ulf', false),
        reviewer('Uma', false),
      ]);
      // Mia: a verified 3 and an unverified 5. Una: only an unverified 5. Fay: only a verified 5, then flagged.
      await review(mixed, vera, { text: 'Solid on deck, careful with lines and fenders.', rating: 3 });
      await review(mixed, ulf, { text: 'The best deckhand I ever sailed with, truly.', rating: 5 });
      await review(unverifiedOnly, uma, { text: 'Excellent stewardess, calm with demanding guests.', rating: 5 });
      const flagged = await review(flaggedOnly, victor, { text: 'Outstanding engineer, always ahead of problems.', rating: 5 });
      const admin = await person(app, { firstName: 'Ada', lastName: 'Admin' });
      await app.api
        .get(CommandBus)
        .execute(new FlagReviewCommand(flagged, admin.user.id, { category: 'conflict-of-interest', note: 'Reviewer and owner are related.' }, { ip: '192.0.2.1', userAgent: 'test', requestId: 'flag' }));
      await settled(app);
    });

    it('shows the verified average and counts on the card, as the profile does', async () => {
      const results = await search();
      expect(byName(results, 'Mia')).toMatchObject({ averageRating: 3, verifiedReviews: 1, totalReviews: 2 });
      expect(byName(results, 'Una')).toMatchObject({ averageRating: null, verifiedReviews: 0, totalReviews: 1 });
      expect(byName(results, 'Fay')).toMatchObject({ averageRating: null, verifiedReviews: 0, totalReviews: 0 });
      for (const who of [mixed, unverifiedOnly, flaggedOnly]) {
        const card = results.find((r) => r.id === who.user.id)!;
        const profile = (await boss.agent.get(`/api/search/crew/${who.user.id}`).expect(200)).body as Result;
        expect({ averageRating: profile.averageRating, verifiedReviews: profile.verifiedReviews }).toEqual({ averageRating: card.averageRating, verifiedReviews: card.verifiedReviews });
      }
    });

    it("'minimum rating' passes only verified ratings", async () => {
      expect((await search({ minRating: 3 })).map((r) => r.firstName)).toEqual(['Mia']);
      expect(await search({ minRating: 4 })).toEqual([]);
    });

    it('orders by the verified rating', async () => {
      expect((await search({ sort: 'rating' })).map((r) => r.firstName)[0]).toBe('Mia');
    });
  });

  describe('employer and agency accounts are never listed', () => {
    const listed = async (who: Person) => (await search()).some((r) => r.id === who.user.id);

    it('an agency that switches its profile to searchable stays out', async () => {
      const agency = await employer(app, 'basic', 'recruitment_agency');
      // However Profile settings answers an employer account, the directory does not list it.
      await agency.agent.patch('/api/user/profile').send({ searchable: true, position: 'Captain', location: `${port} Agency` });
      await settled(app);
      expect(await listed(agency)).toBe(false);
      expect((await search({ query: 'Erin Employer' })).map((r) => r.id)).not.toContain(agency.user.id);
      await boss.agent.get(`/api/search/crew/${agency.user.id}`).expect(404);
    });

    it('a crew member who upgrades to an employer account leaves the directory, also after a replay', async () => {
      const sailor = await crew(app, { firstName: 'Uri', lastName: 'Upgrader' }, { position: 'Bosun', location: `${port} Antibes` });
      // Someone who stays listed: the replay below must not simply empty the directory.
      const kept = await crew(app, { firstName: 'Kai', lastName: 'Kept' }, { position: 'Deckhand', location: `${port} Split` });
      await settled(app);
      expect(await listed(sailor)).toBe(true);
      await sailor.agent.post('/api/user/upgrade-employer').send({ companyName: 'Uri Yachting', companyType: 'yacht_owner' }).expect(200);
      await settled(app);
      expect(await listed(sailor)).toBe(false);
      await boss.agent.get(`/api/search/crew/${sailor.user.id}`).expect(404);
      await app.worker.get(Subscribers).replay(CREW_DIRECTORY_SUBSCRIBER);
      expect(await listed(sailor)).toBe(false);
      expect(await listed(kept)).toBe(true);
    });
  });
});
