import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Eraser, type ErasedPerson, type PersonalDataEraser } from '../../../platform/privacy/erasure.js';
import { reviewRequestDecider } from '../domain/review-request.decider.js';
import { reviewDecider } from '../domain/review.decider.js';
import { EventStore } from '../event-store/event-store.js';
import { StreamTransaction } from '../event-store/review-streams.js';
import { ReviewIntegrationEvents } from '../projections/review-integration-events.js';
import { ReviewProjector } from '../projections/review-projector.js';

export const ACCOUNT_DELETED_REASON = 'account deleted';

/**
 * Reviews' part of an account deletion (DESIGN.md, "Account deletion"): the reviews the person
 * received are deleted as events; their pending requests, to them or from them, are closed as
 * events (nobody is left to answer, or to be reviewed); what they wrote or requested stays,
 * re-projected from the log once their key is gone, so the live tables read 'Former member'
 * exactly as a rebuild would.
 */
@Injectable()
@Eraser('reviews')
export class ReviewsEraser implements PersonalDataEraser {
  constructor(
    private readonly store: EventStore,
    private readonly projector: ReviewProjector,
    private readonly integration: ReviewIntegrationEvents,
  ) {}

  async erase(em: EntityManager, person: ErasedPerson) {
    const tx = new StreamTransaction(em, this.store, this.projector);
    await tx.lockReviewee(person.userId);
    const received = await em.execute<Array<{ id: string }>>('select id from reviews where reviewee_id = ? order by id', [person.userId]);
    for (const { id } of received) {
      await tx.execute(reviewDecider, id, { type: 'DeleteWithAccount', actorId: person.deletedBy, reason: ACCOUNT_DELETED_REASON }, {
        actorId: person.deletedBy, ip: null, userAgent: null, requestId: null,
      });
    }
    // Found now, while the projections still hold the address in plaintext.
    const pending = await em.execute<Array<{ id: string; requester_id: string }>>(
      `select id, requester_id from review_requests where state = 'pending' and (requester_id = ? or lower(reviewer_email) = ?) order by id`,
      [person.userId, person.email.toLowerCase()],
    );
    for (const request of pending) {
      const reason = request.requester_id === person.userId ? 'requester account deleted' : 'addressee account deleted';
      await tx.execute(reviewRequestDecider, request.id, { type: 'CancelRequest', actorId: person.deletedBy, reason }, {
        actorId: person.deletedBy, ip: null, userAgent: null, requestId: null,
      });
    }
    const written = await em.execute<Array<{ id: string; reviewee_id: string }>>('select id, reviewee_id from reviews where reviewer_id = ? order by id', [person.userId]);
    const requests = await em.execute<Array<{ id: string }>>(
      'select id from review_requests where requester_id = ? or lower(reviewer_email) = ? order by id',
      [person.userId, person.email.toLowerCase()],
    );
    return {
      afterKeys: async () => {
        await this.reproject(em, 'review_requests', requests.map((r) => r.id));
        await this.reproject(em, 'reviews', written.map((r) => r.id));
        const reviewees = new Set(written.map((r) => r.reviewee_id));
        for (const revieweeId of reviewees) {
          await this.projector.lockReviewee(em, revieweeId);
          await this.projector.refreshAggregates(em, revieweeId);
        }
        if (written.length > 0) await this.integration.changed(em, new Map(written.map((r) => [r.id, r.reviewee_id])), reviewees);
      },
    };
  }

  /** Rows rebuilt from their streams, which now open to the stand-ins. */
  private async reproject(em: EntityManager, table: 'reviews' | 'review_requests', ids: string[]) {
    for (const id of ids) {
      await this.projector.lockStream(em, id);
      await em.execute(`delete from ${table} where id = ?`, [id]);
      for (const event of await this.store.readStream(em, id)) await this.projector.applyRow(em, event);
    }
  }
}
