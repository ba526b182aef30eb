import type { EntityManager } from '@mikro-orm/postgresql';
import { Global, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { QueuedJobs } from '../queue/queued-jobs.js';
import { MAIL_QUEUE } from '../queue/queues.js';
import { emailSubject, eraseSubjects } from './personal-data.js';

/** The person whose account is being deleted, as identity knew them. */
export interface ErasedPerson {
  userId: string;
  email: string;
  /**
   * Addresses the account had before (email changes) that no other account holds now: what
   * was sealed under them (a review request to the old address) is the person's too.
   */
  formerEmails?: readonly string[];
  firstName: string;
  lastName: string;
  /** The user themself, or the admin deleting the account. */
  deletedBy: string;
}

/**
 * A module's part of an account deletion (ADR 0019), run in the deletion's transaction. It
 * runs while the person's keys still exist (so it can still read what it must find) and may
 * leave work for later (ErasureFollowUp).
 */
export interface PersonalDataEraser {
  erase(em: EntityManager, person: ErasedPerson): Promise<void | ErasureFollowUp>;
}

export interface ErasureFollowUp {
  /** In the transaction, once the keys are destroyed (e.g. re-projecting rows from logs that now read 'Former member'). */
  afterKeys?: () => Promise<void>;
  /**
   * Once the deletion has committed: removing stored files (before the commit, a rollback
   * would leave rows naming files that are gone). A failure is logged, not raised: the
   * account is deleted by then.
   */
  afterCommit?: () => Promise<void>;
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

  private readonly logger = new Logger(Erasure.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly jobs: QueuedJobs,
  ) {}

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

  /**
   * In the caller's transaction: afterwards nothing in the database names the person. Returns
   * what must wait for the commit: taking the dropped mails' jobs out of Redis and the
   * erasers' afterCommit work (before the commit, a rollback would leave rows whose jobs or
   * files are gone).
   */
  async erase(em: EntityManager, person: ErasedPerson): Promise<() => Promise<void>> {
    const followUps: Array<{ name: string } & ErasureFollowUp> = [];
    for (const { name, instance } of this.erasers) {
      const followUp = await instance.erase(em, person);
      if (followUp) followUps.push({ name, ...followUp });
    }
    await eraseSubjects(em, [person.userId, ...[person.email, ...(person.formerEmails ?? [])].map(emailSubject)]);
    for (const { afterKeys } of followUps) await afterKeys?.();
    const dropped = await this.forgetMail(em, person);
    return async () => {
      const left = await this.jobs.removeOutboxJobs(MAIL_QUEUE, dropped);
      if (left > 0) this.logger.warn(`${left} mail job(s) of a deleted account were still in Redis`);
      for (const { name, afterCommit } of followUps) {
        await afterCommit?.().catch((error: unknown) => this.logger.warn(`${name}: what a deleted account left was not all removed: ${String(error)}`));
      }
    };
  }

  /**
   * Mails are copies of a moment (to the person, or naming them to someone else), not a log:
   * rows that carry the address or the full name go, sent or not, so a pending one is never sent.
   * Returns their ids: their jobs in Redis (`outbox-{id}`) hold the same copy.
   */
  private async forgetMail(em: EntityManager, person: ErasedPerson): Promise<string[]> {
    const needles = [person.email, ...(person.formerEmails ?? []), `${person.firstName} ${person.lastName}`.trim()].map((n) => n.toLowerCase()).filter(Boolean);
    const rows = await em.execute<Array<{ id: string }>>(
      `delete from outbox_messages where queue = 'mail' and (${needles.map(() => 'strpos(lower(data::text), ?) > 0').join(' or ')}) returning id::text`,
      needles,
    );
    return rows.map((r) => r.id);
  }
}

@Global()
@Module({ imports: [DiscoveryModule], providers: [Erasure], exports: [Erasure] })
export class PrivacyModule {}
