import type { Request } from 'express';

/** Starts a session for the user under a new session id (passport regenerates it on login). */
export function startSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => req.logIn({ id: userId }, (error) => (error ? reject(error) : resolve())));
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    req.logOut({ keepSessionInfo: false }, () => {
      if (!req.session) return resolve();
      req.session.destroy(() => resolve());
    });
  });
}
