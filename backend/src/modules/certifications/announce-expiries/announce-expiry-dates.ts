import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IntegrationEvents } from '../../../platform/events/integration-events.js';
import { announceExpiryDates, lockWallet } from '../wallet/expiry-events.js';

/**
 * Announces the expiry dates of every wallet that holds details (ADR 0029), one person per
 * transaction: for dates recorded before search and the public profile kept them. Run once
 * after deploying (`npm run certifications:announce-expiries -w backend`); running it again
 * only repeats each person's current state, which subscribers take as the latest.
 */
export class AnnounceExpiryDatesCommand extends Command<{ people: number }> {}

@CommandHandler(AnnounceExpiryDatesCommand)
export class AnnounceExpiryDatesHandler implements ICommandHandler<AnnounceExpiryDatesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: IntegrationEvents,
  ) {}

  async execute(): Promise<{ people: number }> {
    const people = await this.em.fork().execute<Array<{ user_id: string }>>('select distinct user_id from certificate_details order by user_id');
    for (const { user_id: userId } of people) {
      await this.em.fork().transactional(async (em) => {
        await lockWallet(em, userId);
        await announceExpiryDates(em, this.events, userId);
      });
    }
    return { people: people.length };
  }
}
