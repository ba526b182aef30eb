import type { EntityManager } from '@mikro-orm/postgresql';
import { heldCertificateKeys } from '../../src/modules/certifications/contracts/events.js';
import type { ProfileChangedV1 } from '../../src/modules/identity/contracts/events.js';
import { SharedLinksSubscriber } from '../../src/modules/reviews/shared-links/shared-links.subscriber.js';
import { CrewDirectorySubscriber } from '../../src/modules/search/directory/crew-directory.subscriber.js';
import { PublicProfileDataSubscriber } from '../../src/modules/sharing/public-profile-document/public-profile-data.subscriber.js';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, SUBSCRIBER_METADATA, type SubscriberDeclaration } from '../../src/platform/events/integration-event.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A subscriber's bulk path (replays, the consistency check) must leave exactly the rows its
 * handler leaves applying the same events one by one (IntegrationEventSubscriber.bulk). The
 * product's journeys only ever deliver events in a sensible order; here each subscriber gets
 * reproducible random histories of a few people, with the orders a replay can meet and a
 * journey rarely shows: a profile before the registration, a hidden profile shown again, an
 * upgrade to employer and back, events after an account's deletion, share-link views counted
 * out of order. Both runs write scratch copies of the subscriber's tables in a transaction that
 * is rolled back.
 */
describe("a subscriber's bulk path", () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  const PEOPLE = ['0b3c8f5e-1d2a-4c6b-9e7f-000000000001', '0b3c8f5e-1d2a-4c6b-9e7f-000000000002', '0b3c8f5e-1d2a-4c6b-9e7f-000000000003', '0b3c8f5e-1d2a-4c6b-9e7f-000000000004'];
  const REVIEWS = [1, 2, 3, 4, 5, 6].map((n) => `5f1d2e3c-4b5a-4978-8a6b-00000000000${n}`);
  const LINKS = [1, 2, 3, 4, 5].map((n) => `7e2c1a0b-9d8f-4e6a-8b5c-00000000000${n}`);
  const HELD = { certifications: ['Tender driving'], stcwEndorsements: ['pst', 'efa'], uscgLicenses: ['able-seafarer-deck'], mcaCertificates: [], otherAuthorities: [], cocEquivalencies: [] };
  const EXPIRY_KEYS = heldCertificateKeys(HELD);

  /** A deterministic stream of choices (xorshift), so a failure names the history that caused it. */
  function chooser(seed: number) {
    let state = seed * 2654435761 + 1;
    const next = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 4294967296;
    };
    return { int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)], chance: (p: number) => next() < p };
  }

  function history(seed: number, length = 150): StoredIntegrationEvent[] {
    const c = chooser(seed);
    const events: StoredIntegrationEvent[] = [];
    const registered = new Set<string>();
    const deleted = new Set<string>();
    const push = (type: string, payload: unknown) => events.push({ type, version: 1, payload, position: String(1000 + events.length * 3), eventId: `${seed}-${events.length}`, occurredAt: new Date(Date.UTC(2026, 0, 1, 0, events.length)).toISOString() });
    for (let i = 0; i < length; i++) {
      const userId = c.pick(PEOPLE);
      const kind = c.int(10);
      if (kind === 0 && !registered.has(userId)) {
        registered.add(userId);
        push('identity.user-registered', { userId, firstName: c.pick(['Ines', 'Lars']), lastName: c.pick(['Navarro', 'Berg']), role: c.pick(['crew', 'crew', 'employer']), registeredAt: '2026-01-01T00:00:00.000Z' });
      } else if (kind <= 2) {
        const profile: ProfileChangedV1 = {
          userId,
          firstName: c.pick(['Ines', 'Inés', 'Lars']),
          lastName: c.pick(['Navarro', 'Berg']),
          profileImageUrl: c.chance(0.5) ? null : `/api/files/${userId}`,
          position: c.pick(['Bosun', 'Chief Officer', null]),
          rank: c.pick(['bosun', 'chief-officer', null]),
          experience: c.pick(['5-10', null]),
          experienceYears: c.pick([3, 9, null]),
          location: c.pick(['Palma de Mallorca', 'Antibes', null]),
          availability: c.pick(['available', 'notice', null]),
          bio: c.pick(['Teak decks and tender driving.', null]),
          searchable: c.chance(0.7),
          isVerified: c.chance(0.5),
          ...(c.chance(0.6) ? HELD : { certifications: [], stcwEndorsements: ['pst'], uscgLicenses: [], mcaCertificates: [], otherAuthorities: [], cocEquivalencies: [] }),
        };
        push('identity.profile-changed', profile);
      } else if (kind === 3) {
        const role = c.pick(['crew', 'employer', 'agency']);
        push('identity.role-changed', { userId, role, previousRole: 'crew' });
      } else if (kind === 4) {
        const rating = c.pick([3, 4.5, 5]);
        const verified = c.int(4);
        push('reviews.review-summary-changed', {
          userId, totalReviews: verified + 2, verifiedReviews: verified, pendingReviews: 1, averageRating: rating,
          public: { totalReviews: verified + 1, verifiedReviews: verified, averageRating: rating, skills: [{ name: 'Seamanship', averageRating: rating }] },
          ...(c.chance(0.7) ? { employer: { verifiedReviews: verified, averageRating: verified > 0 ? rating : null } } : {}),
        });
      } else if (kind === 5) {
        const reviewId = c.pick(REVIEWS);
        const createdAt = new Date(Date.UTC(2025, c.int(12), 1 + c.int(28))).toISOString();
        push('reviews.public-review-changed', {
          reviewId, revieweeId: PEOPLE[REVIEWS.indexOf(reviewId) % PEOPLE.length],
          review: c.chance(0.3) ? null : {
            id: reviewId, status: 'confirmed', isVerified: true, rating: c.pick([4, 5]), text: c.pick(['Steady hand with tenders.', 'Ran the deck well.']),
            context: 'M/Y Aurora', duration: null, reviewerName: c.pick(['Ana Reviewer', 'Former member']), reviewerWorkPosition: null, createdAt, servedTogether: null,
          },
        });
      } else if (kind === 6) {
        push('certifications.certificate-expiries-changed', { userId, expiryDates: Object.fromEntries(EXPIRY_KEYS.filter(() => c.chance(0.6)).map((k) => [k, `202${6 + c.int(3)}-0${1 + c.int(9)}-15`])) });
      } else if (kind === 7) {
        const days = c.int(900);
        push('sea-service.service-changed', { userId, periods: [], totals: { periods: days > 0 ? 1 : 0, days, daysAtSea: Math.floor(days / 2) } });
      } else if (kind === 8) {
        const linkId = c.pick(LINKS);
        const type = c.pick(['sharing.share-link-created', 'sharing.profile-viewed', 'sharing.profile-viewed', 'sharing.share-link-deleted']);
        push(type, {
          linkId, userId: PEOPLE[LINKS.indexOf(linkId) % PEOPLE.length], accessLevel: 'full', expiresAt: `2027-0${1 + c.int(9)}-01T00:00:00.000Z`,
          deletedAt: type === 'sharing.share-link-deleted' ? '2026-06-01T00:00:00.000Z' : null, views: c.int(40),
        });
      } else if (kind === 9 && !deleted.has(userId) && c.chance(0.3)) {
        deleted.add(userId);
        push('identity.account-deleted', { userId, deletedBy: userId });
      }
    }
    return events;
  }

  class RolledBack extends Error {}

  /** The subscriber's tables after `apply`, written to scratch copies in a transaction then rolled back. */
  async function rowsAfter(declaration: SubscriberDeclaration, apply: (em: EntityManager) => Promise<void>): Promise<Record<string, unknown[]>> {
    const rows: Record<string, unknown[]> = {};
    await app.em
      .fork()
      .transactional(async (em) => {
        for (const table of declaration.tables) await em.execute(`create temporary table ${table} (like public.${table} including all)`);
        await apply(em);
        for (const table of declaration.tables) {
          // changed_at is the worker's clock, not a fact of the events (the consistency check leaves it out too).
          rows[table] = (await em.execute<Array<Record<string, unknown>>>(`select to_jsonb(t) - 'changed_at' as row from pg_temp.${table} t order by 1`)).map((r) => r.row);
        }
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return rows;
  }

  it.each([CrewDirectorySubscriber, PublicProfileDataSubscriber, SharedLinksSubscriber].map((type) => [type.name, type] as const))(
    '%s: every batch size leaves the rows one by one leaves',
    async (_, type) => {
      const declaration = Reflect.getMetadata(SUBSCRIBER_METADATA, type) as SubscriberDeclaration;
      const instance: IntegrationEventSubscriber = app.worker.get(type);
      expect(instance.bulk).toBeDefined();
      let deletions = 0;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const events = history(seed).filter((e) => declaration.events.includes(e.type));
        deletions += events.filter((e) => e.type === 'identity.account-deleted').length;
        const oneByOne = await rowsAfter(declaration, async (em) => {
          for (const event of events) await instance.handle(em, event);
        });
        // Each history reaches every table with several rows.
        for (const table of declaration.tables) expect({ seed, table, rows: oneByOne[table].length > 1 }).toEqual({ seed, table, rows: true });
        // Finished once at the end (a replay's copy phase, the check) or after every batch (a replay catching up).
        for (const [size, finishEach] of [[events.length, false], [16, false], [5, true], [2, false], [2, true]] as const) {
          const bulk = await rowsAfter(declaration, async (em) => {
            const applier = instance.bulk!();
            for (let i = 0; i < events.length; i += size) {
              await applier.apply(em, events.slice(i, i + size));
              if (finishEach) await applier.finish(em);
            }
            await applier.finish(em);
          });
          expect({ seed, size, finishEach, rows: bulk }).toEqual({ seed, size, finishEach, rows: oneByOne });
        }
      }
      // Deleted accounts among them, for the subscribers that take deletions.
      if (declaration.events.includes('identity.account-deleted')) expect(deletions).toBeGreaterThan(1);
    },
  );
});
