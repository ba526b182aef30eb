import { startTestApp, type TestApp } from '../support/test-app.js';

describe('certification catalogue endpoint', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('serves every catalogue to a signed-out visitor, cacheable for an hour', async () => {
    const res = await app.http().get('/api/certifications/catalogue').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(res.body).sort()).toEqual(
      ['cocEquivalencies', 'mandatoryBasicTraining', 'mcaCertificates', 'otherAuthorities', 'recommendedEndorsements', 'stcwEndorsements', 'uscgLicenses'].sort(),
    );
    expect(res.body.stcwEndorsements.length).toBeGreaterThanOrEqual(35);
    expect(res.body.uscgLicenses.length).toBeGreaterThanOrEqual(50);
    expect(res.body.mcaCertificates.length).toBeGreaterThanOrEqual(24);
    expect(res.body.otherAuthorities.length).toBeGreaterThanOrEqual(25);
    expect(res.body.cocEquivalencies).toHaveLength(4);
    expect(Object.keys(res.body.recommendedEndorsements)).toHaveLength(13);
    expect(res.body.mandatoryBasicTraining).toEqual(['pst', 'fpff', 'efa', 'pssr', 'security-awareness']);
    expect(res.body.stcwEndorsements.find((e: { id: string }) => e.id === 'master')).toMatchObject({ code: 'STCW II/2', category: 'Officer Endorsements (Deck)' });
  });

  it('answers 304 with no body when the client already holds the current copy', async () => {
    const first = await app.http().get('/api/certifications/catalogue').expect(200);
    const etag = first.headers.etag;
    const again = await app.http().get('/api/certifications/catalogue').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the full body again for an outdated tag, with the same tag every time', async () => {
    const first = await app.http().get('/api/certifications/catalogue').expect(200);
    const res = await app.http().get('/api/certifications/catalogue').set('If-None-Match', '"an-old-version"').expect(200);
    expect(res.headers.etag).toBe(first.headers.etag);
    expect(res.body.stcwEndorsements.length).toBe(first.body.stcwEndorsements.length);
  });
});
