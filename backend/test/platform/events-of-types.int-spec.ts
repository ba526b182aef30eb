import { eventsOfTypesAfter } from '../../src/platform/events/events-of-types.js';
import { IntegrationEvents } from '../../src/platform/events/integration-events.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Replays, the consistency check and the seed read a subscriber's events in batches with
 * eventsOfTypesAfter: the right events in log order, and a plan that walks an index in that
 * order rather than sorting every later event for each batch (which made them quadratic).
 */
describe('the next events of some types', () => {
  let app: TestApp;
  const positions: Record<string, string[]> = { 'test.a': [], 'test.b': [], 'test.c': [] };

  beforeAll(async () => {
    app = await startTestApp();
    // Interleaved: a, b, c, a, b, c, ... twelve events.
    for (let i = 0; i < 12; i++) {
      const type = ['test.a', 'test.b', 'test.c'][i % 3];
      await app.em.fork().transactional((em) => app.api.get(IntegrationEvents).publish(em, { type, version: 1, payload: { i } }));
    }
    const rows = await app.em.fork().getConnection().execute<Array<{ type: string; position: string }>>(
      // (Ordered by the column: `order by position` would sort the text alias.)
      `select type, position::text as position from integration_events where type like 'test.%' order by integration_events.position`,
    );
    for (const row of rows) positions[row.type].push(row.position);
  });
  afterAll(() => app?.close());

  const read = async (options: Parameters<typeof eventsOfTypesAfter>[0]) => {
    const { sql, params } = eventsOfTypesAfter(options);
    return app.em.fork().execute<Array<{ type: string; position: string; payload: { i: number } }>>(sql, params);
  };

  it('answers the events of those types after the position, in log order, up to the limit and the end', async () => {
    const first = await read({ types: ['test.a', 'test.c'], after: '0', limit: 5 });
    expect(first.map((e) => e.payload.i)).toEqual([0, 2, 3, 5, 6]);
    const next = await read({ types: ['test.a', 'test.c'], after: first[4].position, limit: 5 });
    expect(next.map((e) => e.payload.i)).toEqual([8, 9, 11]);
    // Bounded above: nothing after `end`.
    const bounded = await read({ types: ['test.a', 'test.b', 'test.c'], after: '0', end: positions['test.b'][1], limit: 100 });
    expect(bounded.map((e) => e.payload.i)).toEqual([0, 1, 2, 3, 4]);
    // A further condition on each event.
    const filtered = await read({ types: ['test.a', 'test.b'], after: '0', limit: 100, where: { sql: `(e.payload->>'i')::int > ?`, params: [6] } });
    expect(filtered.map((e) => e.payload.i)).toEqual([7, 9, 10]);
    expect(await read({ types: [], after: '0', limit: 10 })).toEqual([]);
  });

  it('is planned as ordered index walks, merged, with no sort of the events', async () => {
    const { sql, params } = eventsOfTypesAfter({ types: ['test.a', 'test.b', 'test.c'], after: '0', end: '999999999', limit: 5000 });
    // With sorts and sequential scans off, the plan shows what paths exist: the earlier form's best
    // was a sort of every matching event, or a walk of the whole log by position filtering types;
    // this one merges a limited walk of the (type, position) index per type, and sorts nothing.
    const plan = await app.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_sort = off; set local enable_seqscan = off');
      return tx.execute<Array<{ 'QUERY PLAN': string }>>(`explain ${sql}`, params);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Merge Append');
    expect(text).toContain('integration_events_type_position_index');
    expect(text).not.toMatch(/\bSort\b(?! Key)/);
  });
});
