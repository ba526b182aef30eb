import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rewrites the HTML shell for one path (e.g. link-preview tags on shared profiles). */
export type HtmlRewriter = (html: string, req: Request) => Promise<string | undefined>;

const rewriters: Array<{ prefix: string; rewrite: HtmlRewriter }> = [];

/** Lets a module enrich the HTML shell for its own client routes. */
export function registerHtmlRewriter(prefix: string, rewrite: HtmlRewriter) {
  rewriters.push({ prefix, rewrite });
}

/**
 * Serves the built frontend: hashed assets with long caching, as the brotli or gzip copy the
 * build wrote beside each one when the browser accepts it (with Vary: Accept-Encoding), and
 * index.html for every client route (anything but /api/*), so deep links and reloads work.
 */
export function serveSpa(app: Express, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`FRONTEND_DIST has no index.html: ${distDir}`);
  const shell = readFileSync(indexPath, 'utf8');
  app.use(
    '/assets',
    expressStaticGzip(join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    try {
      let html = shell;
      for (const { prefix, rewrite } of rewriters) {
        if (req.path.startsWith(prefix)) html = (await rewrite(html, req)) ?? html;
      }
      res.set('Cache-Control', 'no-cache').type('html').send(html);
    } catch (error) {
      next(error);
    }
  });
}
