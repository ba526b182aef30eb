import type { ServiceOnVessel } from './service-view.dto.js';
import type { ReceivedReviewsFilter } from '@crew/contracts/review-values';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../../identity/contracts/get-user.query.js';
import type { Assessment, Recommendation, ReviewStatus, VerificationStatus } from '../domain/review-values.js';
import { countsAndShows, reviewerSuspended } from './counted.js';
import { iso } from './sql.js';

/** The Reviews page's tabs, as review_stats counts them (verified_reviews, pending_reviews). */
const FILTERS: Record<ReceivedReviewsFilter, string> = {
  verified: `status = 'confirmed' and is_verified`,
  pending: `status = 'pending'`,
};

/** A received review as its owner sees it (GET /api/reviews and the PATCH answers). */
export interface ReviewView {
  id: string;
  status: ReviewStatus;
  isVerified: boolean;
  reviewerVerificationStatus: VerificationStatus;
  rating: number;
  text: string;
  context: string;
  duration: string | null;
  skills: string[];
  technicalSkills: Assessment | null;
  workEthic: Assessment | null;
  communication: Assessment | null;
  professionalism: Assessment | null;
  recommendation: Recommendation | null;
  reviewerName: string;
  reviewerProfileImage: string | null;
  reviewerWorkPosition: string | null;
  isHidden: boolean;
  /** Waiting for an admin: it counts nowhere and its 'Served together' is not shown until cleared. */
  flaggedAsSuspicious: boolean;
  /** The reviewer's account is suspended: hidden from the public and counted nowhere until the suspension is lifted. */
  reviewerSuspended: boolean;
  createdAt: string;
  /** 'Served together on {vessel} ({from}..{to})' (ADR 0027); null without an overlap, and while the review does not count. */
  servedTogether: (ServiceOnVessel & { serviceConfirmed: boolean }) | null;
}

/** Who wrote it, in detail: only for viewers with an active subscription (DESIGN.md). */
export interface SubscriberReviewDetails {
  reviewerPosition: string;
  reviewerVessel: string;
  reviewerCompany: string | null;
  verificationMethod: string;
  ipAddress: string;
  verificationNotes: string | null;
}

const VIEW_COLUMNS = `id, status, is_verified as "isVerified", reviewer_verification_status as "reviewerVerificationStatus", rating, text, context, duration,
  skills, technical_skills as "technicalSkills", work_ethic as "workEthic", communication, professionalism, recommendation,
  reviewer_name as "reviewerName", reviewer_profile_image as "reviewerProfileImage", reviewer_work_position as "reviewerWorkPosition",
  is_hidden as "isHidden", flagged_as_suspicious as "flaggedAsSuspicious", ${reviewerSuspended('reviews')} as "reviewerSuspended", ${iso('created_at')} as "createdAt",
  case when served_together is null or not ${countsAndShows('reviews')} then null else json_build_object('vesselName', served_together->>'vesselName', 'imoNumber', served_together->>'imoNumber',
    'from', served_together->>'from', 'to', served_together->>'to', 'serviceConfirmed', service_confirmed) end as "servedTogether"`;

const SUBSCRIBER_COLUMNS = `reviewer_position as "reviewerPosition", reviewer_vessel as "reviewerVessel", reviewer_company as "reviewerCompany",
  verification_method as "verificationMethod", ip_address as "ipAddress", verification_notes as "verificationNotes"`;

/**
 * Reads received reviews for their owner. The subscriber-only columns are not even selected
 * for other viewers, so they cannot leak into the JSON by accident.
 */
@Injectable()
export class ReceivedReviews {
  constructor(private readonly queries: QueryBus) {}

  async viewerIsSubscriber(viewerId: string): Promise<boolean> {
    const viewer = await this.queries.execute(new GetUserQuery(viewerId));
    return viewer?.subscriptionStatus === 'active';
  }

  private columns(subscriber: boolean) {
    return subscriber ? `${VIEW_COLUMNS}, ${SUBSCRIBER_COLUMNS}` : VIEW_COLUMNS;
  }

  /**
   * Newest first, `limit` rows after the cursor's (created_at, id): the index on (reviewee_id,
   * created_at, id) walks straight to the position, so a deep page costs what the first does.
   * A filter keeps the same walk (it skips the person's other rows; no index of its own).
   */
  async page(
    em: EntityManager,
    revieweeId: string,
    subscriber: boolean,
    limit: number,
    after: { at: string; id: string } | null,
    filter: ReceivedReviewsFilter | null = null,
  ): Promise<Array<ReviewView & Partial<SubscriberReviewDetails> & { sortAt: string }>> {
    return em.execute(
      `select ${this.columns(subscriber)}, created_at::text as "sortAt" from reviews
       where reviewee_id = ? ${after ? 'and (created_at, id) < (?::timestamptz, ?::uuid)' : ''} ${filter ? `and ${FILTERS[filter]}` : ''}
       order by created_at desc, id desc limit ?`,
      after ? [revieweeId, after.at, after.id, limit] : [revieweeId, limit],
    );
  }

  async one(em: EntityManager, reviewId: string, subscriber: boolean): Promise<ReviewView & Partial<SubscriberReviewDetails>> {
    const rows = await em.execute<Array<ReviewView & Partial<SubscriberReviewDetails>>>(`select ${this.columns(subscriber)} from reviews where id = ?`, [reviewId]);
    return rows[0];
  }
}
