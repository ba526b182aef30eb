import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Eraser, type ErasedPerson, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';
import { forgetPerson } from './public-profile-store.js';

/**
 * Sharing's part of an account deletion (ADR 0019): the precomputed public profile holds the
 * person's name and photo, so it goes in the deletion's transaction rather than when
 * identity.account-deleted is delivered (which writes the same tombstone, for replays).
 * Their share links go with the users row (foreign key cascade).
 */
@Injectable()
@Eraser('sharing')
export class SharingEraser implements PersonalDataEraser {
  async erase(em: EntityManager, person: ErasedPerson): Promise<void> {
    await forgetPerson(em, person.userId);
  }
}
