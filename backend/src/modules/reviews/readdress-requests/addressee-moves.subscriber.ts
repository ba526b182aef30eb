import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { EMAIL_CHANGED, type EmailChangedV1 } from '../../identity/contracts/events.js';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import { EventStore } from '../event-store/event-store.js';
import { StreamTransaction } from '../event-store/review-streams.js';
import { ReviewProjector } from '../projections/review-projector.js';

export const ADDRESSEE_MOVES_SUBSCRIBER = 'reviews.addressee-moves';

/**
 * A person's pending review requests follow their account to a new email address (and back,
 * when the old address undoes the change): each becomes a ReviewRequestReaddressed on its own
 * stream, so the person finds and answers it from the new address and the review counts as
 * written from the address asked (ADR 0008). Only the latest change per person is applied
 * (reviews_addressee_moves keeps its position): a change delivered after its own undo moves
 * nothing. A repeated delivery finds nothing left to move (the decider passes over requests
 * no longer at the old address).
 */
@Injectable()
@Subscriber({ name: ADDRESSEE_MOVES_SUBSCRIBER, events: [EMAIL_CHANGED], tables: ['reviews_addressee_moves'] })
export class AddresseeMovesSubscriber implements IntegrationEventSubscriber {
  constructor(
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
  ) {}

  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    const { userId, email, previousEmail } = event.payload as EmailChangedV1;
    // An erased person's addresses read '' (ADR 0019): nothing of theirs is pending any more.
    if (!email || !previousEmail) return;
    const applied = await em.execute(
      `insert into reviews_addressee_moves as t (user_id, position) values (?, ?::bigint)
       on conflict (user_id) do update set position = excluded.position where t.position < excluded.position
       returning 1`,
      [userId, event.position],
    );
    if (applied.length === 0) return;
    const pending = await em.execute<Array<{ id: string }>>(
      `select id from review_requests where reviewer_email = ? and state = 'pending' order by id`,
      [previousEmail.trim().toLowerCase()],
    );
    const tx = new StreamTransaction(em, this.store, this.projector);
    // The person's own doing (they confirmed the address, or took the account back).
    const metadata = { actorId: userId, ip: null, userAgent: null, requestId: null };
    for (const { id } of pending) {
      await tx.execute(reviewRequestDecider, id, { type: 'ReaddressRequest', from: previousEmail, to: email }, metadata);
    }
  }
}
