import type { CrewSearchFilters } from '../../src/modules/search/search-crew/search-crew.query.js';
import type { Cursor } from '../../src/modules/search/search-crew/cursor.js';
import { searchCrewPage, searchSql } from '../../src/modules/search/search-crew/search-crew.handler.js';
import type { TextSearchSizes } from '../../src/modules/search/search-crew/crew-search-sql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { crew, settled } from './search-helpers.js';

/**
 * Text searches with many matches rank them in blocks of the rating order (crew-search-sql.ts).
 * With tiny sizes a handful of crew cover every path: the probe, the capped all-ranked read
 * that gives up, entering blocks, continuing in one and crossing into the next within a page.
 */
describe('crew search ranked in blocks', () => {
  let app: TestApp;
  const word = `Blockword${Date.now().toString(36)}`;
  const place = `Blockport${Date.now().toString(36)}`;
  const tiny: TextSearchSizes = { allRankedMax: 2, blockSize: 3, probeRows: 600 };
  const everyone: TextSearchSizes = { allRankedMax: 1000, blockSize: 1000, probeRows: 600 };
  const ids: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        crew(app, { firstName: `Blocker${i}`, lastName: 'Crew' }, { location: place, availability: i % 2 ? 'available' : 'notice', bio: `${word} ${'deck '.repeat(i)}` }),
      ),
    );
    ids.push(...made.map((m) => m.user.id));
    await settled(app);
  });
  afterAll(() => app.close());

  async function pageAll(filters: CrewSearchFilters, sizes: TextSearchSizes, limit: number, meanwhile?: () => Promise<void>) {
    const seen: string[] = [];
    const kinds = new Set<string>();
    let after: Cursor | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page = await searchCrewPage(searchSql(app.em.fork()), filters, limit, after, { sizes });
      seen.push(...page.results.map((r) => r.id));
      if (!page.next) return { seen, kinds };
      kinds.add(page.next.k);
      after = page.next;
      if (pages === 0 && meanwhile) await meanwhile();
    }
    throw new Error('paging did not end');
  }

  it('lists every match once, whatever the page size, as when all are ranked', async () => {
    const filters: CrewSearchFilters = { text: word, location: place, certifications: [] };
    const all = await pageAll(filters, everyone, 50);
    expect(all.seen.sort()).toEqual([...ids].sort());
    for (const limit of [1, 2, 3, 4, 7]) {
      const { seen, kinds } = await pageAll(filters, tiny, limit);
      expect(kinds).toEqual(new Set(['b']));
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...ids].sort());
    }
  });

  it('ranks by relevance inside a block', async () => {
    // All unrated: the rating order is by id, so the first block is the three highest ids.
    const filters: CrewSearchFilters = { text: `${word} deck`, location: place, certifications: [] };
    const withDeck = (await pageAll(filters, everyone, 50)).seen;
    const firstBlock = [...withDeck].sort().reverse().slice(0, 3);
    const page = await searchCrewPage(searchSql(app.em.fork()), filters, 3, null, { sizes: tiny });
    expect(page.results.map((r) => r.id).sort()).toEqual([...firstBlock].sort());
    const byRelevance = (await pageAll(filters, everyone, 50)).seen.filter((id) => firstBlock.includes(id));
    expect(page.results.map((r) => r.id)).toEqual(byRelevance);
  });

  it('stays complete when the probe sees few or no matches', async () => {
    for (const availability of ['available', 'notice']) {
      const { seen } = await pageAll({ text: word, location: place, availability, certifications: [] }, { allRankedMax: 1, blockSize: 2, probeRows: 1 }, 1);
      expect(seen.sort()).toEqual(ids.filter((_, i) => (i % 2 ? 'available' : 'notice') === availability).sort());
    }
  });

  it('applies every filter exactly', async () => {
    const { seen } = await pageAll({ text: word, location: place, availability: 'available', certifications: [] }, tiny, 2);
    expect(seen.sort()).toEqual(ids.filter((_, i) => i % 2).sort());
  });

  it('neither repeats nor skips anyone while new crew join', async () => {
    const filters: CrewSearchFilters = { text: word, location: place, certifications: [] };
    const { seen } = await pageAll(filters, tiny, 2, async () => {
      await Promise.all([1, 2, 3].map((n) => crew(app, { firstName: 'Latecomer', lastName: `${n}` }, { location: place, bio: word })));
      await settled(app);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
  });
});
