import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type IntegrationEventSubscriber, type StoredIntegrationEvent, Subscriber } from '../../../platform/events/integration-event.js';
import { ACCOUNT_SUSPENDED, type AccountSuspendedV1, SUSPENSION_LIFTED, type SuspensionLiftedV1 } from '../../identity/contracts/events.js';
import { ReviewIntegrationEvents } from '../projections/review-integration-events.js';
import { ReviewProjector } from '../projections/review-projector.js';

export const SUSPENDED_REVIEWERS_SUBSCRIBER = 'reviews.suspended-reviewers';

/**
 * DESIGN.md, "Suspension": the reviews a suspended person wrote neither count nor show until
 * the suspension is lifted; nothing is erased. Keeps reviews_suspended_accounts from
 * identity's events (the latest position wins, so a late or repeated event changes nothing),
 * marks the person's pairs in review_reviewer_stats in the same transaction (their reviewees'
 * numbers change by what the pairs contributed), and announces each changed review and person
 * to sharing and search like any review change. A replay empties the accounts table and applies
 * the events again: pairs already in the right state are left alone.
 */
@Injectable()
@Subscriber({ name: SUSPENDED_REVIEWERS_SUBSCRIBER, events: [ACCOUNT_SUSPENDED, SUSPENSION_LIFTED], tables: ['reviews_suspended_accounts'] })
export class SuspendedReviewersSubscriber implements IntegrationEventSubscriber {
  constructor(
    private readonly projector: ReviewProjector,
    private readonly integration: ReviewIntegrationEvents,
  ) {}

  async handle(em: EntityManager, event: StoredIntegrationEvent): Promise<void> {
    const { userId } = event.payload as AccountSuspendedV1 | SuspensionLiftedV1;
    const applied = await em.execute<Array<{ suspended: boolean }>>(
      `insert into reviews_suspended_accounts as t (user_id, suspended, position) values (?, ?, ?::bigint)
       on conflict (user_id) do update set suspended = excluded.suspended, position = excluded.position where t.position < excluded.position
       returning suspended`,
      [userId, event.type === ACCOUNT_SUSPENDED, event.position],
    );
    // An older event than the one applied: the account's state stays as the later one left it.
    if (applied.length === 0) return;
    const reviewees = await this.projector.setReviewerSuspended(em, userId, applied[0].suspended);
    if (reviewees.length === 0) return;

    const written = await em.execute<Array<{ id: string; revieweeId: string }>>('select id, reviewee_id as "revieweeId" from reviews where reviewer_id = ?', [userId]);
    // Each person's announcement reads their numbers under their lock, as every review change does.
    for (const revieweeId of [...reviewees].sort()) await this.projector.lockReviewee(em, revieweeId);
    await this.integration.changed(em, new Map(written.map((r) => [r.id, r.revieweeId])), new Set(reviewees));
  }
}
