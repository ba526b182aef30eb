import { type ModerationReason, reasonLabel } from '@crew/contracts/moderation';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { renderMail } from '../../../platform/mail/render-mail.js';
import { GetUserNamesQuery } from '../../identity/contracts/admin.js';
import { GetReviewPartiesQuery } from '../../reviews/contracts/moderation.queries.js';

export type DisputableKind = 'removed' | 'flag-upheld';
type Side = 'reviewee' | 'reviewer';

const WHAT: Record<DisputableKind, Record<Side, string>> = {
  removed: { reviewee: 'A review about you was removed', reviewer: 'A review you wrote was removed' },
  'flag-upheld': { reviewee: 'A review about you was flagged', reviewer: 'A review you wrote was flagged' },
};

const EFFECT: Record<DisputableKind, string> = {
  removed: 'It no longer shows anywhere or counts in any rating.',
  'flag-upheld': 'It is marked as suspicious: it does not count as verified until the flag is cleared.',
};

/**
 * Tells the people a review is between what an admin decided (DESIGN.md, "Disputes"): its
 * category, and how to dispute it; and later how their dispute was decided. Queued in the
 * caller's transaction, so the mails go only if the decision commits. A deleted account gets none.
 */
@Injectable()
export class ModerationOutcomes {
  constructor(
    private readonly queries: QueryBus,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async tellDecision(em: EntityManager, reviewId: string, kind: DisputableKind, reason: ModerationReason): Promise<void> {
    for (const { side, person } of await this.parties(reviewId)) {
      this.mail.queue(em, {
        to: person.email,
        subject: WHAT[kind][side],
        ...renderMail({
          greeting: `Hello ${person.name},`,
          paragraphs: [
            `${WHAT[kind][side]} by a Crew Reviews administrator. ${EFFECT[kind]}`,
            `Reason: ${reasonLabel(reason.category)}.`,
            'If you think this is wrong, you can dispute the decision once. Another administrator, not the one who decided, will look at it and tell you both the outcome.',
          ],
          action: { label: 'Dispute this decision', url: `${this.config.APP_URL}/disputes/${reviewId}` },
        }),
      });
    }
  }

  async tellDisputeDecided(em: EntityManager, reviewId: string, disputedBy: string, outcome: 'upheld' | 'overturned', reason: ModerationReason): Promise<void> {
    const result = outcome === 'upheld' ? 'the decision stands' : 'the decision was reversed';
    for (const { person, userId } of await this.parties(reviewId)) {
      const theirs = userId === disputedBy;
      this.mail.queue(em, {
        to: person.email,
        subject: theirs ? 'Your dispute was decided' : 'A dispute about a review was decided',
        ...renderMail({
          greeting: `Hello ${person.name},`,
          paragraphs: [
            theirs
              ? `Another administrator looked at your dispute: ${result}.`
              : `The other person on a review you are part of disputed an administrator's decision. Another administrator looked at it: ${result}.`,
            `Reason: ${reasonLabel(reason.category)}.`,
          ],
        }),
      });
    }
  }

  private async parties(reviewId: string): Promise<Array<{ side: Side; userId: string; person: { name: string; email: string } }>> {
    const [review] = await this.queries.execute(new GetReviewPartiesQuery([reviewId]));
    if (!review) return [];
    const ids = [review.revieweeId, ...(review.reviewerId ? [review.reviewerId] : [])];
    const names = await this.queries.execute(new GetUserNamesQuery(ids));
    const sides: Array<[Side, string | null]> = [['reviewee', review.revieweeId], ['reviewer', review.reviewerId]];
    return sides.flatMap(([side, userId]) => {
      const person = userId ? names.get(userId) : undefined;
      return person && userId ? [{ side, userId, person }] : [];
    });
  }
}
