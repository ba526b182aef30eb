import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EMAIL_STATUSES, type EmailStatus, REQUEST_STATES, type RequestState } from '../domain/review-values.js';

/** Read table: one row per review request, kept by ReviewProjector from the event log. */
@Entity({ tableName: 'review_requests' })
// The requester's sent requests, newest first, a keyset page at a time.
@Index({ properties: ['requesterId', 'createdAt', 'id'] })
@Index({ properties: ['reviewerEmail', 'state', 'createdAt'] })
/**
 * review_request_claim's lookups: the pending request and the reviews already written for one
 * requester and address (a few rows, whatever the requester's history). Not unique: see the
 * migration of the one-pending-request rule.
 */
@Index({ properties: ['requesterId', 'reviewerEmail'] })
export class ReviewRequestRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'uuid' })
  requesterId: string;

  @Property({ type: 'string', length: 201 })
  requesterName: string;

  @Property({ type: 'string', length: 100, nullable: true })
  requesterPosition: string | null;

  /** Lower case; incoming requests are found by the signed-in user's email. */
  @Property({ type: 'string', length: 254 })
  reviewerEmail: string;

  @Property({ type: 'string', length: 200 })
  context: string;

  @Property({ type: 'string', length: 100, nullable: true })
  duration: string | null;

  @Property({ type: 'string', length: 2000, nullable: true })
  message: string | null;

  /** The requester's period of sea service the review is about (ReviewRequestServiceNamed, ADR 0027). */
  @Property({ type: 'json', nullable: true })
  service: { vesselName: string; imoNumber: string; from: string; to: string } | null;

  @Enum({ items: () => REQUEST_STATES })
  state: RequestState;

  @Enum({ items: () => EMAIL_STATUSES })
  emailStatus: EmailStatus;

  @Property({ type: 'string', length: 500, nullable: true })
  emailError: string | null;

  @Property({ type: 'uuid', nullable: true })
  reviewId: string | null;

  /** The stream version this row reflects. */
  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'datetime' })
  createdAt: Date;

  @Property({ type: 'datetime' })
  updatedAt: Date;
}
