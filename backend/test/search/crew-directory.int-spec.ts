import { Subscribers } from '../../src/platform/events/subscribers.js';
import { CREW_DIRECTORY_SUBSCRIBER, CrewDirectorySubscriber } from '../../src/modules/search/directory/crew-directory.subscriber.js';
import { person, review, verifyEmail } from '../sharing/sharing-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, settled } from './search-helpers.js';

/** crew_search is search's own copy of identity's and reviews' events, and a replay rebuilds it. */
describe('crew directory read model', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  const rows = () =>
    app.em
      .fork()
      .getConnection()
      .execute<Array<Record<string, unknown>>>(
        `select user_id, searchable, first_name, last_name, full_name, position, rank, location, experience_years, availability, bio,
                certification_ids, stcw_certificates, certificate_names, certificate_codes, document::text, average_rating, verified_reviews, total_reviews,
                profile_searchable, employer_account, profile_position::text, names_position::text, reviews_position::text, role_position::text
         from crew_search order by user_id`,
      );
  const rowOf = async (id: string) => (await rows()).find((r) => r.user_id === id);

  it('keeps searchable profiles with certificate names, verified review numbers, and drops the profile when hidden', async () => {
    const ines = await crew(app, { firstName: 'Ines', lastName: 'Navarro' }, {
      position: 'Bosun',
      rank: 'bosun',
      location: 'Palma de Mallorca',
      experienceYears: 9,
      availability: 'available',
      bio: 'Teak decks and tender driving.',
      stcwEndorsements: ['pst', 'efa'],
      uscgLicenses: ['able-seafarer-deck'],
    });
    const quiet = await person(app, { firstName: 'Quiet', lastName: 'Sailor' });
    await quiet.agent.patch('/api/user/profile').send({ position: 'Deckhand', searchable: false }).expect(200);
    const [ana, ben] = await Promise.all(['Ana', 'Ben'].map((firstName) => person(app, { firstName, lastName: 'Reviewer' })));
    await verifyEmail(app, ana.user.email);
    await review(ines, ana, { text: 'Ran the deck with quiet authority through a busy season.', rating: 5 });
    await review(ines, ben, { text: 'Steady hand with tenders and lines, always on time.', rating: 4 });
    await review(ines, ben, { text: 'Still pending, not yet counted by the public numbers.', rating: 1, confirm: false, context: 'S/Y Boreas, Caribbean 2024' });
    await settled(app);

    const row = await rowOf(ines.user.id);
    expect(row).toMatchObject({
      searchable: true,
      full_name: 'Ines Navarro',
      position: 'Bosun',
      location: 'Palma de Mallorca',
      experience_years: 9,
      certification_ids: ['stcw:pst', 'stcw:efa', 'uscg:able-seafarer-deck'],
      stcw_certificates: ['Personal Survival Techniques', expect.stringContaining('Elementary First Aid')],
      // Employers see verified reviews only: Ana's 5 (Ben's unverified 4 counts in the total, not the rating).
      average_rating: 5,
      verified_reviews: 1,
      total_reviews: 2,
    });
    expect(row!.document).toContain("'navarro'");
    expect(row!.document).toContain("'teak'");
    expect(await rowOf(quiet.user.id)).toMatchObject({ searchable: false, first_name: null, position: null });

    await ines.agent.patch('/api/user/profile').send({ searchable: false }).expect(200);
    await settled(app);
    expect(await rowOf(ines.user.id)).toMatchObject({ searchable: false, first_name: null, bio: null, document: null, certification_ids: [], total_reviews: 2 });
    await ines.agent.patch('/api/user/profile').send({ searchable: true }).expect(200);
    await settled(app);
    expect(await rowOf(ines.user.id)).toMatchObject({ searchable: true, first_name: 'Ines', total_reviews: 2, average_rating: 5 });
  });

  it('ignores an older event delivered late', async () => {
    const pia = await crew(app, { firstName: 'Pia', lastName: 'Late' }, { position: 'Stewardess', location: 'Antibes' });
    await pia.agent.patch('/api/user/profile').send({ location: 'Monaco' }).expect(200);
    await settled(app);
    const em = app.em.fork();
    const [{ event_id: first }] = await em.execute<Array<{ event_id: string }>>(
      `select event_id from integration_events where type = 'identity.profile-changed' and payload->>'userId' = ? order by position limit 1`,
      [pia.user.id],
    );
    const event = (await app.worker.get(Subscribers).load(first))!;
    await em.transactional((tx) => app.worker.get(CrewDirectorySubscriber).handle(tx, event));
    expect(await rowOf(pia.user.id)).toMatchObject({ location: 'Monaco' });
  });

  it('a replay from the first event rebuilds the table row for row', async () => {
    await settled(app);
    const live = await rows();
    expect(live.length).toBeGreaterThan(2);
    await app.worker.get(Subscribers).replay(CREW_DIRECTORY_SUBSCRIBER);
    expect(await rows()).toEqual(live);
  });
});
