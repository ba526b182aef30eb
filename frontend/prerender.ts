import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** Placeholders the server replaces with the day of each request (see backend platform/http/spa.ts). */
export const TODAY_PLACEHOLDERS = { year: '__CREW_YEAR__', date: '__CREW_TODAY__' };

interface ServerRender {
  renderDocument(shell: string, url: string, options: { scripts: boolean | string; signedOut: boolean; today?: typeof TODAY_PLACEHOLDERS }): Promise<string>;
  PRERENDERED_PAGES: Array<{ path: string; file: string; scripts: boolean }>;
}

/**
 * After the server build (dist/.ssr/render.js), renders the static public pages into
 * dist/.ssr/pages/ with the client build's index.html around them, and lists them in
 * pages.json for the server. dist/.ssr is never served as a file (a dot folder).
 */
export function prerender(): Plugin {
  let outDir = 'dist/.ssr';
  let root = process.cwd();
  return {
    name: 'crew:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const render = (await import(pathToFileURL(join(outDir, 'render.js')).href)) as ServerRender;
      const shell = readFileSync(resolve(root, 'dist/index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(resolve(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
      const start = `/${manifest['src/start-after-paint.ts'].file}`;
      mkdirSync(join(outDir, 'pages'), { recursive: true });
      const pages: Record<string, string> = {};
      for (const page of render.PRERENDERED_PAGES) {
        const html = await render.renderDocument(shell, page.path, { scripts: page.scripts && start, signedOut: true, today: TODAY_PLACEHOLDERS });
        writeFileSync(join(outDir, 'pages', page.file), html);
        pages[page.path] = `pages/${page.file}`;
      }
      writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}
