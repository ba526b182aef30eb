import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sends on behalf of another site.
 * The session cookie is SameSite=Lax already; this also covers same-site subdomains and
 * old browsers: the Origin (or, failing that, Sec-Fetch-Site) must say the call comes from
 * the app itself. Clients that are not browsers send neither header and carry no cookie of
 * a victim, so they pass.
 */
export function crossSiteGuard(appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    // Under helmet's Referrer-Policy no-referrer, a browser sends `Origin: null` with a plain
    // form POST (the sign-out form): then only Sec-Fetch-Site can say it came from the app.
    const allowed =
      origin === 'null'
        ? fetchSite === 'same-origin' || fetchSite === 'none'
        : origin
          ? origin === appOrigin || origin === ownOrigin
          : fetchSite !== 'cross-site' && fetchSite !== 'same-site';
    if (allowed) return next();
    res.status(403).json({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' });
  };
}
