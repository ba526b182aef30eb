import type { NextFunction, Request, Response } from 'express';

/**
 * API answers are private by default: most depend on the session, and a shared cache or the
 * browser's back button must not show one person's data to another. A route that is public
 * and cacheable (the certification catalogue with its ETag, uploaded photos) sets its own
 * Cache-Control, which replaces this default.
 */
export function privateByDefault(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
