/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on the public pages of
 * the built product, started here on its own database: prints performance, accessibility and
 * best-practices scores, largest contentful paint and bytes transferred per page.
 * Usage: npm run build && npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { call, signUpByApi } from '../support/api.js';
import { startProduct } from '../support/product.js';

const product = await startProduct();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // A crew member with a filled-in profile and two share links, full and summary.
  const stamp = Date.now().toString(36);
  const cookies = await signUpByApi(product as never, { firstName: 'Marina', lastName: 'Vasquez', email: `bench.lighthouse.${stamp}@example.com` });
  await call(product as never, cookies, 'PATCH', '/api/user/profile', {
    position: 'Chief Officer', experience: '9 years on 60 m motor yachts', stcwEndorsements: ['pst', 'fpff', 'efa', 'pssr', 'ecdis'],
  });
  const full = await call(product as never, cookies, 'POST', '/api/share-links', { purpose: 'Lighthouse full', accessLevel: 'full', expirationDays: 30 });
  const summary = await call(product as never, cookies, 'POST', '/api/share-links', { purpose: 'Lighthouse summary', accessLevel: 'summary', expirationDays: 30 });
  const pages = ['/', '/privacy', '/terms', '/login', '/signup', `/shared/${full.token}`, `/shared/${summary.token}`];

  const rows: string[] = [];
  const notes: string[] = [];
  for (const path of pages) {
    const measure = async () =>
      (await lighthouse(`${product.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      }))!.lhr;
    let lhr = await measure();
    // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP) on this busy
    // machine and scores the page 0: such a run says nothing about the page, so it is retried once.
    if (lhr.runtimeError) {
      console.warn(`${path}: measurement failed (${lhr.runtimeError.code}), measuring again`);
      lhr = await measure();
    }
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
    const bytes = lhr.audits['total-byte-weight']?.numericValue ?? 0;
    const name = path.startsWith('/shared/') ? `/shared/{${path === `/shared/${full.token}` ? 'full' : 'summary'}}` : path;
    // A failed measurement scores 0: say why (e.g. NO_FCP or a timeout on a busy machine).
    if (lhr.runtimeError) rows.push(`${name.padEnd(18)} measurement failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings ?? []) console.warn(`${name}: ${warning}`);
    // What holds a page below 100 in accessibility and best practices.
    for (const id of ['accessibility', 'best-practices']) {
      const failing = (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      if (failing.length) notes.push(`${name}: ${id} fails ${failing.join(', ')}`);
    }
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    if (tbt !== undefined) notes.push(`${name}: FCP ${((lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`);
    rows.push(`${name.padEnd(18)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${(lcp / 1000).toFixed(1).padStart(6)} s ${String(Math.round(bytes / 1024)).padStart(7)} KiB`);
  }
  console.log(`\n${'page'.padEnd(18)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'LCP'.padStart(8)} ${'bytes'.padStart(11)}`);
  for (const row of rows) console.log(row);
  console.log('');
  for (const note of notes) console.log(note);
} finally {
  chrome.kill();
  await product.stop();
}
