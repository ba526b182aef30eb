import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';

export interface SessionUser {
  id: string;
}

/** Only the user id lives in the session; everything else is read fresh per request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: SessionUser, done: (err: Error | null, id?: string) => void) {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: SessionUser) => void) {
    done(null, { id });
  }
}
