/**
 * jsdom as jest-environment-jsdom sets it up, with a larger memory for compiled CSS selectors.
 *
 * jsdom matches elements against style rules with nwsapi, which keeps the last 1000 compiled
 * selectors. antd injects more distinct selectors than that on a page, and getComputedStyle
 * walks all of them in the same order for every element, so the least-recently-used memory
 * dropped each selector just before it was needed again: every style lookup recompiled every
 * selector. Role queries look up styles for each element (to tell what is hidden), so this
 * was about half of the suite's time. The limit is a constant inside nwsapi; the module is
 * loaded here with a larger one before jsdom requires it. If nwsapi changes and the constant
 * is not found, its own copy is used unchanged (only slower).
 */
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const jsdomPath = createRequire(require.resolve('jest-environment-jsdom')).resolve('jsdom');
const nwsapiPath = createRequire(jsdomPath).resolve('nwsapi');

if (!require.cache[nwsapiPath]) {
  const source = readFileSync(nwsapiPath, 'utf8');
  const roomier = source.replace(/\bCACHE_LIMIT = 1000,/, 'CACHE_LIMIT = 20000,');
  if (roomier !== source) {
    const nwsapi = new Module(nwsapiPath);
    nwsapi.filename = nwsapiPath;
    nwsapi.paths = Module._nodeModulePaths(dirname(nwsapiPath));
    nwsapi._compile(roomier, nwsapiPath);
    nwsapi.loaded = true;
    require.cache[nwsapiPath] = nwsapi;
  }
}

// Required only now, so that jsdom finds the module above.
export default require('jest-environment-jsdom').default;
