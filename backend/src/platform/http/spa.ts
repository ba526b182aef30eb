import compression from 'compression';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';

/** Rewrites the HTML shell for one path (e.g. link-preview tags on shared profiles). */
export type HtmlRewriter = (html: string, req: Request) => Promise<string | undefined>;

/** The frontend's server render (`dist/.ssr/render.js`, ADR 0030). */
export interface FrontendRender {
  /** Renders `url` with the app's components into `shell`; `data` is what the page would fetch. */
  renderDocument(shell: string, url: string, options: { scripts: boolean; signedOut?: boolean; data?: Record<string, unknown> }): Promise<string>;
  /** Loads what the first render would otherwise wait for. */
  warmUp(): Promise<void>;
}

const rewriters: Array<{ prefix: string; rewrite: HtmlRewriter }> = [];

/** Lets a module enrich the HTML shell for its own client routes. */
export function registerHtmlRewriter(prefix: string, rewrite: HtmlRewriter) {
  rewriters.push({ prefix, rewrite });
}

const RENDER_KEY = 'crewFrontendRender';

/** The server render of the frontend this app serves, or null when its build has none. */
export function frontendRenderFor(req: Request): Promise<FrontendRender | null> {
  return (req.app.locals[RENDER_KEY] as Promise<FrontendRender | null> | undefined) ?? Promise.resolve(null);
}

/** Whether the request comes with a signed-in session (passport's user). */
export const signedIn = (req: Request) => Boolean((req.user as { id?: string } | undefined)?.id);

/** Filled in per request: pages are prerendered once and served on many days (frontend/prerender.ts). */
const utcDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
function withToday(html: string, now = new Date()) {
  return html.replaceAll('__CREW_YEAR__', String(now.getUTCFullYear())).replaceAll('__CREW_TODAY__', utcDate.format(now));
}

/** Prerendered public pages by path (`dist/.ssr/pages.json`), when the build made them. */
function prerenderedPages(distDir: string): Map<string, string> {
  const manifest = join(distDir, '.ssr', 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(files).map(([path, file]) => [path, readFileSync(join(distDir, '.ssr', file), 'utf8')]));
}

function loadRender(distDir: string): Promise<FrontendRender | null> {
  const bundle = join(distDir, '.ssr', 'render.js');
  if (!existsSync(bundle)) return Promise.resolve(null);
  return (import(pathToFileURL(bundle).href) as Promise<FrontendRender>).then(async (render) => {
    await render.warmUp();
    return render;
  });
}

/**
 * Serves the built frontend: hashed assets with long caching, as the brotli or gzip copy the
 * build wrote beside each one when the browser accepts it (with Vary: Accept-Encoding), and
 * HTML for every client route (anything but /api/*), so deep links and reloads work. A
 * signed-out visitor of a prerendered public page (landing, legal pages, sign-in, sign-up)
 * gets that page's HTML; everyone else the app's shell, which modules may enrich through
 * registerHtmlRewriter. HTML is compressed as it goes (it varies by request).
 */
export function serveSpa(app: Express, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`FRONTEND_DIST has no index.html: ${distDir}`);
  const shell = readFileSync(indexPath, 'utf8');
  const pages = prerenderedPages(distDir);
  const render = loadRender(distDir);
  render.catch(() => undefined); // a broken bundle fails the requests that need it, not the process
  app.locals[RENDER_KEY] = render;
  app.use(
    '/assets',
    expressStaticGzip(join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  // dist/.ssr (the server render and the prerendered pages) is a dot folder: never served as files.
  app.use(express.static(distDir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
  const compressHtml = compression({ threshold: 1024, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');
  app.use(
    (req: Request, res: Response, next: NextFunction) => (isApi(req) ? next() : compressHtml(req, res, next)),
    async (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) return next();
      try {
        // Signed in or not decides the page (landing or dashboard at /).
        res.set({ 'Cache-Control': 'no-cache', Vary: 'Cookie' });
        const page = pages.get(req.path);
        // A query string (returnTo, an error to show) is for the app to read: the shell.
        if (page && !signedIn(req) && !req.originalUrl.includes('?')) return void res.type('html').send(withToday(page));
        let html = shell;
        for (const { prefix, rewrite } of rewriters) {
          if (req.path.startsWith(prefix)) html = (await rewrite(html, req)) ?? html;
        }
        res.type('html').send(withToday(html));
      } catch (error) {
        next(error);
      }
    },
  );
}
