import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The API's choice between a prerendered public page and the app's shell (ADR 0030), against
 * a built frontend of our own: the page for a signed-out visitor of its path, the shell for
 * a signed-in one or a URL with a query string, and the day filled in per request.
 */
describe('prerendered public pages', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'crew-prerendered-dist-'));
    writeFileSync(join(dist, 'index.html'), readFileSync(new URL('../../../frontend/index.html', import.meta.url), 'utf8'));
    mkdirSync(join(dist, '.ssr', 'pages'), { recursive: true });
    writeFileSync(join(dist, '.ssr', 'pages', 'privacy.html'), '<html><body><h1>Privacy Policy</h1><p>Last updated: __CREW_TODAY__</p><p>© __CREW_YEAR__</p></body></html>');
    writeFileSync(join(dist, '.ssr', 'pages.json'), JSON.stringify({ '/privacy': 'pages/privacy.html' }));
    app = await startTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gives a signed-out visitor the prerendered page, with today's date and year", async () => {
    const res = await app.http().get('/privacy').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    const now = new Date();
    const today = now.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(res.text).toContain(`Last updated: ${today}`);
    expect(res.text).toContain(`© ${now.getUTCFullYear()}`);
    expect(res.text).not.toContain('__CREW_');
  });

  it('gives the app to a signed-in visitor, and to a URL with a query string', async () => {
    const { agent } = await signUp(app);
    expect((await agent.get('/privacy').expect(200)).text).toContain('<div id="root"></div>');
    expect((await app.http().get('/privacy?from=footer').expect(200)).text).toContain('<div id="root"></div>');
    expect((await app.http().get('/terms').expect(200)).text).toContain('<div id="root"></div>');
  });

  it('never serves the server build as files', async () => {
    const res = await app.http().get('/.ssr/pages.json');
    expect(res.text).not.toContain('pages/privacy.html');
    expect(res.text).toContain('<div id="root"></div>');
  });
});
