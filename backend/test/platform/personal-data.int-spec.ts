import { randomUUID } from 'node:crypto';
import { eraseSubjects, openSealed, openSealedWith, Sealer, sealedKeysSql } from '../../src/platform/privacy/personal-data.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Sealed jsonb read with its keys in one statement (sealedKeysSql + openSealedWith, as the
 * review event store reads streams) opens exactly what openSealed opens with a second read.
 */
describe('personal data read with its keys in one statement', () => {
  let app: TestApp;
  beforeAll(() => startTestApp().then((a) => (app = a)));
  afterAll(() => app.close());

  it('opens values sealed at any depth, shows stand-ins once the subject is erased, and is not thrown by a look-alike', async () => {
    const em = app.em.fork();
    const [kept, erased] = [`user:${randomUUID()}`, `user:${randomUUID()}`];
    const sealer = new Sealer();
    const documents = [
      { name: sealer.seal(kept, 'Ana Reviewer', 'Former member'), nested: { list: [sealer.seal(erased, 'ben@example.com', null), 'plain'] } },
      { note: { $sealed: 'not-a-key.abc', erased: 'x' }, count: 3 },
      { deep: [[{ email: sealer.seal(kept, 'ana@example.com', null) }]] },
    ];
    await sealer.insert(em);
    await eraseSubjects(em, [erased]);

    const [{ rows, keys }] = await em.execute<Array<{ rows: Array<{ doc: unknown }>; keys: Record<string, string> }>>(
      `with docs as (select doc from jsonb_array_elements(?::jsonb) with ordinality as d(doc, n) order by n)
       select (select json_agg(d) from docs d) as rows, ${sealedKeysSql('docs', ['doc'])} as keys`,
      [JSON.stringify(documents)],
    );
    const opened = openSealedWith(rows.map((r) => r.doc), keys);

    expect(Object.keys(keys)).toHaveLength(1);
    expect(opened).toEqual([
      { name: 'Ana Reviewer', nested: { list: [null, 'plain'] } },
      // Not a key id: no key is looked up for it (the cast would fail), and it opens as its stand-in.
      { note: 'x', count: 3 },
      { deep: [[{ email: 'ana@example.com' }]] },
    ]);
    expect(opened).toEqual(await openSealed(em, documents));
  });
});
