/**
 * The server side of the frontend, built by `vite build --ssr` into dist/.ssr/render.js (a
 * self-contained bundle: the API's image has no frontend packages). It renders a route with
 * the app's own components and providers, in a static router, and collects the Ant Design
 * styles those components use, so the page shows before any JavaScript runs (ADR 0030).
 * Used at build time for the static public pages and by the API for shared profiles.
 */
import { beforeHeadEnd, intoRoot } from './html-slots';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { routes } from '../app/router';
import { getPublicProfileQueryOptions } from '../features/shared-profile/api/get-public-profile';
import type { PublicProfile } from '../features/shared-profile/api/schemas';
import { SIGNED_OUT_META, USER_QUERY_KEY } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { FixedToday, type Today } from '../lib/today';

export interface RenderOptions {
  /**
   * What the page would otherwise fetch, handed over by the server: `publicProfile` is the
   * GET /api/public/profile/{token} answer for a /shared/{token} url, null for a dead link.
   */
  data?: { publicProfile?: PublicProfile | null };
  /**
   * How the app takes the page over: false serves HTML and CSS only; true keeps the shell's
   * scripts; a path loads the app from that script instead (prerendered pages start it
   * after their first paint).
   */
  scripts: boolean | string;
  /** Served only to signed-out visitors: the app need not ask who is signed in. */
  signedOut?: boolean;
  /** Placeholders for pages rendered once and served on many days. */
  today?: Today;
}

/** A boundary that rendered its fallback: `<!--$!-->` (to be client-rendered) or `<!--$?-->` (pending). */
const SUSPENDED = /<!--\$[!?]-->/;

const SCRIPT_TAGS = /[ \t]*<(?:script\b[^>]*>[\s\S]*?<\/script>|link\b[^>]*rel="modulepreload"[^>]*>)[ \t]*\r?\n?/gi;

/** Renders `url` into `shell` (the built index.html, its head already as the page wants it). */
export async function renderDocument(shell: string, url: string, options: RenderOptions): Promise<string> {
  const queryClient = createQueryClient();
  if (options.signedOut) queryClient.setQueryData(USER_QUERY_KEY, null);
  const token = /^\/shared\/([^/?#]+)/.exec(url)?.[1];
  if (token && options.data && 'publicProfile' in options.data) {
    // null (a dead link) is what the page shows as 'Profile Not Found' once loading is over.
    queryClient.setQueryData<PublicProfile | null>(getPublicProfileQueryOptions(decodeURIComponent(token)).queryKey as readonly unknown[], options.data.publicProfile ?? null);
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`No page to render at ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (cache: ReturnType<typeof createCache>): ReactElement => (
    <StyleProvider cache={cache}>
      <FixedToday.Provider value={options.today ?? null}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </FixedToday.Provider>
    </StyleProvider>
  );
  let cache = createCache();
  let body = renderToString(tree(cache));
  if (SUSPENDED.test(body)) {
    // A route module not loaded yet: prerender waits for it (React.lazy keeps it), then the
    // synchronous render gives complete boundaries. prerender's own output would reveal
    // them with inline scripts, which the CSP (script-src 'self') refuses.
    await prerender(tree(createCache()));
    cache = createCache();
    body = renderToString(tree(cache));
    if (SUSPENDED.test(body)) throw new Error(`${url} still suspends after loading its modules`);
  }
  let head = options.scripts === true ? shell : shell.replace(SCRIPT_TAGS, '');
  if (typeof options.scripts === 'string') head = beforeHeadEnd(head, `  <script type="module" crossorigin src="${options.scripts}"></script>\n`);
  if (options.signedOut) head = beforeHeadEnd(head, `  <meta name="${SIGNED_OUT_META}" content="true" />\n`);
  // Without scripts nothing mounts: antd's Avatar keeps its initials transparent until it has
  // measured them after mounting, so a page that is never hydrated shows them as rendered.
  const unmounted = options.scripts ? '' : '<style>.ant-avatar-string{opacity:1!important}</style>';
  return intoRoot(beforeHeadEnd(head, `${extractStyle(cache)}${unmounted}\n`), body);
}

/**
 * Loads the route modules a server render needs (React.lazy keeps them), so the first shared
 * profile a fresh API process renders is not the one that waits for them.
 */
export async function warmUp(): Promise<void> {
  await renderDocument('<head></head><div id="root"></div>', '/shared/warm-up', { scripts: false, signedOut: true, data: { publicProfile: null } });
}

/** The public pages prerendered at build time, each served to signed-out visitors of its path. */
export const PRERENDERED_PAGES: Array<{ path: string; file: string; scripts: boolean }> = [
  // Links and text only: no JavaScript at all; the app loads on the next page that needs it.
  { path: '/', file: 'landing.html', scripts: false },
  { path: '/privacy', file: 'privacy.html', scripts: false },
  { path: '/terms', file: 'terms.html', scripts: false },
  // Forms: the app hydrates them.
  { path: '/login', file: 'login.html', scripts: true },
  { path: '/signup', file: 'signup.html', scripts: true },
];
