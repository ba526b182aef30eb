import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at the
 * highest levels: done once at build time, so the server only picks the copy the browser
 * accepts (express-static-gzip) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crew:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const body = readFileSync(path);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
