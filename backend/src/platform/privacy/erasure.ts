import type { EntityManager } from '@mikro-orm/postgresql';
import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { emailSubject, eraseSubjects } from './personal-data.js';

/** The person whose account is being deleted, as identity knew them. */
export interface ErasedPerson {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The user themself, or the admin deleting the account. */
  deletedBy: string;
}

/**
 * A module's part of an account deletion (ADR 0019), run in the deletion's transaction. It
 * runs while the person's keys still exist (so it can still read what it must find) and may
 * return work to run once they are destroyed (e.g. re-projecting rows from logs that now
 * read 'Former member').
 */
export interface PersonalDataEraser {
  erase(em: EntityManager, person: ErasedPerson): Promise<void | (() => Promise<void>)>;
}

const ERASER_METADATA = 'crew:personal-data-eraser';

/** Marks an injectable as a module's eraser (found by the Erasure service, run in name order). */
export function Eraser(name: string): ClassDecorator {
  return (target) => Reflect.defineMetadata(ERASER_METADATA, name, target);
}

/** Runs every module's eraser, destroys the person's keys, and forgets the mail that names them. */
@Injectable()
export class Erasure implements OnModuleInit {
  private readonly erasers: Array<{ name: string; instance: PersonalDataEraser }> = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders()) {
      const name = wrapper.metatype && (Reflect.getMetadata(ERASER_METADATA, wrapper.metatype) as string | undefined);
      if (name && wrapper.instance) this.erasers.push({ name, instance: wrapper.instance as PersonalDataEraser });
    }
    this.erasers.sort((a, b) => a.name.localeCompare(b.name));
  }

  names(): string[] {
    return this.erasers.map((e) => e.name);
  }

  /** In the caller's transaction: afterwards nothing in the database names the person. */
  async erase(em: EntityManager, person: ErasedPerson): Promise<void> {
    const after: Array<() => Promise<void>> = [];
    for (const { instance } of this.erasers) {
      const then = await instance.erase(em, person);
      if (then) after.push(then);
    }
    await eraseSubjects(em, [person.userId, emailSubject(person.email)]);
    for (const then of after) await then();
    await this.forgetMail(em, person);
  }

  /**
   * Mails are copies of a moment (to the person, or naming them to someone else), not a log:
   * rows that carry the address or the full name go, sent or not, so a pending one is never sent.
   */
  private async forgetMail(em: EntityManager, person: ErasedPerson): Promise<void> {
    const needles = [person.email.toLowerCase(), `${person.firstName} ${person.lastName}`.trim().toLowerCase()].filter(Boolean);
    await em.execute(
      `delete from outbox_messages where queue = 'mail' and (${needles.map(() => 'strpos(lower(data::text), ?) > 0').join(' or ')})`,
      needles,
    );
  }
}

@Global()
@Module({ imports: [DiscoveryModule], providers: [Erasure], exports: [Erasure] })
export class PrivacyModule {}
