import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventStore, type StoredEvent } from '../event-store/event-store.js';
import type { AnyReviewEvent, ReviewSubmittedData } from '../domain/review-events.js';
import { nearDuplicateBands, nearDuplicateLength } from '../domain/fraud-rules.js';
import { serviceOnVessel } from '../read/review-request-view.js';
import { intArray } from '../read/sql.js';
import { APPLY_DELTAS, COUNTED_COLUMNS as COUNTED, DROP_EMPTY_ROWS, refreshStatements, SET_REVIEWER_SUSPENDED } from './review-aggregates.js';
import { ReviewIntegrationEvents } from './review-integration-events.js';
import type { IntegrationEvent } from '../../../platform/events/integration-event.js';

/** A new review's row after the events its submission recorded with it (insertSubmissions). */
interface SubmissionRow {
  flagged: boolean;
  flaggingReason: string | null;
  /** Columns left at their defaults by ReviewSubmitted that later events set, with their values (jsonb as text). */
  set: Map<'fraud_signals' | 'served_together' | 'service_confirmed', { value: unknown; cast: string }>;
  version: number;
  at: string;
}

/**
 * Applies an event that follows a new review's ReviewSubmitted in the same batch to its row as
 * applyRow would (the same columns, the same values); false for any other event, which then
 * goes through applyRow after the insert.
 */
function foldSubmission(row: SubmissionRow, stored: StoredEvent): boolean {
  const event = { type: stored.type, data: stored.data } as AnyReviewEvent;
  switch (event.type) {
    case 'ReviewFraudSignalsFound':
      row.set.set('fraud_signals', { value: JSON.stringify(event.data.signals), cast: 'jsonb' });
      break;
    case 'ReviewServedTogether': {
      const d = event.data;
      row.set.set('served_together', { value: JSON.stringify({ vesselName: d.vesselName, imoNumber: d.imoNumber, from: d.from, to: d.to, periodId: d.revieweePeriodId }), cast: 'jsonb' });
      break;
    }
    case 'ReviewSeaServiceConfirmed':
      row.set.set('service_confirmed', { value: true, cast: 'boolean' });
      break;
    case 'ReviewFlagged':
      row.flaggingReason = row.flaggingReason === null ? event.data.reason : `${row.flaggingReason}; ${event.data.reason}`;
      row.flagged = true;
      break;
    default:
      return false;
  }
  row.version = stored.streamVersion;
  row.at = stored.recordedAt;
  return true;
}

/** Namespace of the advisory locks taken per reviewee (first argument of pg_advisory_xact_lock). */
const REVIEWEE_LOCK = 7301;
/** Namespace of the advisory locks taken per stream (see lockStream). */
const STREAM_LOCK = 7302;

/**
 * Keeps the read tables (review_requests, reviews, review_reviewer_stats, review_stats,
 * review_skill_stats) in step with the log. Live appends call project() in the append's transaction; the rebuild calls
 * applyRow() for every event and then refreshAggregates() once, with the same SQL, so a
 * rebuild reproduces the live tables exactly.
 */
@Injectable()
export class ReviewProjector {
  /** Reviewee locks taken per transaction (each transaction has its own EntityManager fork). */
  private readonly held = new WeakMap<EntityManager, Set<string>>();

  constructor(
    private readonly integration: ReviewIntegrationEvents,
    private readonly store: EventStore,
  ) {}

  /** Also announces the changes to other modules (the rebuild only recomputes, it announces nothing). */
  async project(em: EntityManager, events: readonly StoredEvent[]): Promise<void> {
    const reviewees = new Set<string>();
    const reviews = new Map<string, string>();
    const moderation: IntegrationEvent[] = [];
    const batched = await this.applyNamedSignals(em, events);
    const submissions = await this.insertSubmissions(em, events);
    for (const event of events) {
      if (batched.has(event)) continue;
      const reviewee = submissions.get(event) ?? (await this.applyRow(em, event));
      if (!reviewee) continue;
      reviewees.add(reviewee);
      if (event.streamType === 'review') {
        reviews.set(event.streamId, reviewee);
        const fact = this.integration.moderationEvent(event, reviewee);
        if (fact) moderation.push(fact);
      }
    }
    if (reviewees.size === 0) return;
    for (const reviewee of reviewees) await this.lockReviewee(em, reviewee);
    // Moderation facts first, then what changed, as publishing them one by one ordered them.
    await this.integration.publishNow(em, [...moderation, ...(await this.integration.changedEvents(em, reviews, reviewees))]);
  }

  /**
   * A new review's first events in the batch (ReviewSubmitted and what the submission decided
   * with it: its signals, its flag) written as one insert of the row they leave, instead of an
   * insert and an update per event: the same row (foldSubmission) and, since the aggregates take
   * differences, the same sums. Answers each folded event with its reviewee.
   */
  private async insertSubmissions(em: EntityManager, events: readonly StoredEvent[]): Promise<Map<StoredEvent, string>> {
    const folded = new Map<StoredEvent, string>();
    for (let i = 0; i < events.length; i++) {
      const first = events[i];
      if (first.type !== 'ReviewSubmitted' || first.streamVersion !== 1) continue;
      const data = first.data as ReviewSubmittedData;
      const row: SubmissionRow = { flagged: false, flaggingReason: null, set: new Map(), version: first.streamVersion, at: first.recordedAt };
      folded.set(first, data.revieweeId);
      for (let j = i + 1; j < events.length && events[j].streamId === first.streamId && events[j].streamVersion === row.version + 1; j++) {
        if (!foldSubmission(row, events[j])) break;
        folded.set(events[j], data.revieweeId);
      }
      await this.insertReview(em, first.streamId, data, row.version, first.recordedAt, true, row);
    }
    return folded;
  }

  /**
   * A submission that names other reviews in its signals (ADR 0034) records one
   * ReviewNamedInFraudSignals on each: their rows get the signals in one statement, whatever
   * their number. Only the first event of a stream in the batch qualifies, so every later event
   * of that stream still applies after it; the rest go through applyRow (as in a rebuild, which
   * gives the same rows). Nothing public changes, so nothing is announced for them.
   */
  private async applyNamedSignals(em: EntityManager, events: readonly StoredEvent[]): Promise<Set<StoredEvent>> {
    const seen = new Set<string>();
    const batch = new Set<StoredEvent>();
    for (const event of events) {
      if (!seen.has(event.streamId) && event.type === 'ReviewNamedInFraudSignals') batch.add(event);
      seen.add(event.streamId);
    }
    if (batch.size === 0) return batch;
    const rows = [...batch];
    await em.execute(
      `update reviews r set fraud_signals = r.fraud_signals || v.signals, version = v.version, updated_at = v.at
       from (values ${rows.map(() => '(?::uuid, ?::jsonb, ?::int, ?::timestamptz)').join(', ')}) as v(id, signals, version, at) where r.id = v.id`,
      rows.flatMap((e) => [e.streamId, JSON.stringify((e.data as { signals: unknown[] }).signals), e.streamVersion, e.recordedAt]),
    );
    return batch;
  }

  /**
   * The per-person aggregates are recomputed from `reviews`. Under READ COMMITTED, two
   * transactions changing reviews of one person could each count without the other's row;
   * this lock makes the second wait, and its next statement then sees the first one's commit.
   */
  async lockReviewee(em: EntityManager, userId: string): Promise<void> {
    // A transaction-level lock is held until the end: taking it again only costs a round trip.
    if (this.isHeld(em, userId)) return;
    this.markHeld(em, userId);
    await em.execute(`select ${this.revieweeLockSql}`, [userId]);
  }

  /** The reviewee lock as an expression (one parameter: the user id), for a statement that does more. */
  readonly revieweeLockSql = `pg_advisory_xact_lock(${REVIEWEE_LOCK}, hashtext(?))::text`;

  /** Records that a statement of em's transaction took the reviewee lock (revieweeLockSql). */
  markHeld(em: EntityManager, userId: string): void {
    const held = this.held.get(em) ?? new Set<string>();
    this.held.set(em, held);
    held.add(userId);
  }

  private isHeld(em: EntityManager, userId: string): boolean {
    return this.held.get(em)?.has(userId) ?? false;
  }

  /**
   * Serializes a stream's appends with re-projecting its row. Re-projecting deletes the row and
   * inserts it again from the log; an append that read the stream before and updates the row
   * after would update the deleted row version and find nothing, so its event would never reach
   * the table. Taken by the account deletion's re-projection and by the worker's delivery
   * recording (the write that races a deletion: a mail goes out on its own schedule).
   */
  async lockStream(em: EntityManager, streamId: string): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(${STREAM_LOCK}, hashtext(?))`, [streamId]);
  }

  /** Applies one event to the row tables; returns the reviewee whose aggregates changed. */
  async applyRow(em: EntityManager, stored: StoredEvent, deltas = true): Promise<string | null> {
    const event = { type: stored.type, data: stored.data } as AnyReviewEvent;
    const at = stored.recordedAt;
    const v = stored.streamVersion;
    const id = stored.streamId;
    const updateRequest = (set: string, params: unknown[]) =>
      em.execute(`update review_requests set ${set}, version = ?, updated_at = ?::timestamptz where id = ?`, [...params, v, at, id]);
    /** Updates the review row and, when counted fields may change, the aggregates by the difference, in one statement. */
    const updateReview = async (set: string, params: unknown[], counted = true) => {
      const sql = counted && deltas
        ? `with old as (select ${COUNTED} from reviews where id = ?),
             new as (update reviews set ${set}, version = ?, updated_at = ?::timestamptz where id = ? returning ${COUNTED}),
             changes as (select 1 as sign, * from new union all select -1, * from old)
           ${APPLY_DELTAS}`
        : `update reviews set ${set}, version = ?, updated_at = ?::timestamptz where id = ? returning reviewee_id`;
      const rows = await em.execute<Array<{ reviewee_id: string }>>(sql, counted && deltas ? [id, ...params, v, at, id] : [...params, v, at, id]);
      return rows[0]?.reviewee_id ?? null;
    };

    switch (event.type) {
      case 'ReviewRequested': {
        const d = event.data;
        await em.execute(
          `insert into review_requests (id, requester_id, requester_name, requester_position, reviewer_email, context, duration, message, state, email_status, email_error, review_id, version, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 'queued', null, null, ?, ?::timestamptz, ?::timestamptz)`,
          [id, d.requesterId, d.requesterName, d.requesterPosition, d.reviewerEmail, d.context, d.duration, d.message, v, at, at],
        );
        return null;
      }
      case 'ReviewRequestEmailSent':
        await updateRequest(`email_status = 'sent', email_error = null`, []);
        return null;
      case 'ReviewRequestEmailFailed':
        await updateRequest(`email_status = 'failed', email_error = ?`, [event.data.reason.slice(0, 500)]);
        return null;
      case 'ReviewRequestDeclined':
        await updateRequest(`state = 'declined'`, []);
        return null;
      case 'ReviewRequestAnswered':
        await updateRequest(`state = 'answered', review_id = ?`, [event.data.reviewId]);
        return null;
      case 'ReviewRequestCancelled':
        await updateRequest(`state = 'cancelled'`, []);
        return null;
      case 'ReviewRequestReaddressed':
        await updateRequest('reviewer_email = ?', [event.data.reviewerEmail]);
        return null;
      case 'ReviewRequestServiceNamed':
        await updateRequest('service = ?::jsonb', [JSON.stringify(serviceOnVessel(event.data))]);
        return null;
      case 'ReviewSeaServiceConfirmed':
        return updateReview('service_confirmed = true', [], false);
      case 'ReviewServedTogether': {
        const d = event.data;
        // Not in the aggregates (their statements stay as they are): the count is read from reviews.
        return updateReview('served_together = ?::jsonb', [JSON.stringify({ vesselName: d.vesselName, imoNumber: d.imoNumber, from: d.from, to: d.to, periodId: d.revieweePeriodId })], false);
      }
      case 'ReviewSubmitted':
        await this.insertReview(em, id, event.data, v, at, deltas);
        return event.data.revieweeId;
      case 'ReviewConfirmed':
        return updateReview(`status = 'confirmed'`, []);
      case 'ReviewHidden':
        return updateReview('is_hidden = true', []);
      case 'ReviewShown':
        return updateReview('is_hidden = false', []);
      case 'ReviewFraudSignalsFound':
        return updateReview('fraud_signals = ?::jsonb', [JSON.stringify(event.data.signals)], false);
      case 'ReviewNamedInFraudSignals':
        // Added to what the review's own submission found (ADR 0034); reasons are written when read.
        return updateReview('fraud_signals = fraud_signals || ?::jsonb', [JSON.stringify(event.data.signals)], false);
      case 'ReviewFlagged':
        return updateReview(
          `flagged_as_suspicious = true, is_verified = false, flagging_reason = case when flagging_reason is null then ? else flagging_reason || '; ' || ? end`,
          [event.data.reason, event.data.reason],
        );
      case 'ReviewVerified':
        return updateReview('is_verified = true, flagged_as_suspicious = false, flagging_reason = null, verification_notes = coalesce(?, verification_notes)', [event.data.notes]);
      case 'ReviewFlagCleared':
        return updateReview(
          `flagged_as_suspicious = false, flagging_reason = null, is_verified = (reviewer_verification_status = 'verified'), verification_notes = coalesce(?, verification_notes)`,
          [event.data.notes],
        );
      case 'ReviewDeleted': {
        if (!deltas) {
          const rows = await em.execute<Array<{ reviewee_id: string }>>('delete from reviews where id = ? returning reviewee_id', [id]);
          return rows[0]?.reviewee_id ?? null;
        }
        const rows = await em.execute<Array<{ reviewee_id: string }>>(
          `with old as (delete from reviews where id = ? returning ${COUNTED}), changes as (select -1 as sign, * from old) ${APPLY_DELTAS}`,
          [id],
        );
        const revieweeId = rows[0]?.reviewee_id ?? null;
        // A pair without reviews has no row, nor a person without any (as a rebuild leaves them).
        if (revieweeId) await em.execute(DROP_EMPTY_ROWS, [revieweeId, revieweeId, revieweeId, revieweeId, revieweeId]);
        return revieweeId;
      }
      case 'ReviewRestored':
        return this.restore(em, id, v, deltas);
    }
  }

  /**
   * A removal overturned: the row is rebuilt from the stream's earlier events, and (live) the
   * person's aggregates are recomputed from the rows. Every removal before a restore was undone
   * by one (nothing else can follow a removal), so removals and restores are left out. The same
   * in a rebuild, where the row was deleted by the removal just before.
   */
  private async restore(em: EntityManager, streamId: string, restoredAt: number, deltas: boolean): Promise<string | null> {
    const events = (await this.store.readStream(em, streamId)).filter((e) => e.streamVersion < restoredAt);
    await em.execute('delete from reviews where id = ?', [streamId]);
    let revieweeId: string | null = null;
    for (const event of events) {
      if (event.type === 'ReviewRestored' || event.type === 'ReviewDeleted') continue;
      revieweeId = (await this.applyRow(em, event, false)) ?? revieweeId;
    }
    if (revieweeId && deltas) {
      await this.lockReviewee(em, revieweeId);
      await this.refreshAggregates(em, revieweeId);
    }
    return revieweeId;
  }

  private async insertReview(em: EntityManager, id: string, d: ReviewSubmittedData, version: number, at: string, deltas: boolean, row?: SubmissionRow) {
    const after: SubmissionRow = row ?? { flagged: false, flaggingReason: null, set: new Map(), version, at };
    const extra = [...after.set];
    await em.execute(
      `${deltas ? 'with new as (' : ''}insert into reviews (id, request_id, reviewee_id, reviewer_id, reviewer_email, reviewer_name, reviewer_profile_image, reviewer_work_position,
         status, is_verified, reviewer_verification_status, rating, text, context, duration, skills, technical_skills, work_ethic, communication,
         professionalism, recommendation, reviewer_position, reviewer_vessel, reviewer_company, verification_method, ip_address, verification_notes,
         flagged_as_suspicious, flagging_reason, is_hidden, version, created_at, updated_at, duplicate_bands, duplicate_length${extra.map(([column]) => `, ${column}`).join('')})
       values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null,
         ?, ?, false, ?, ?::timestamptz, ?::timestamptz, ?::int[], ?${extra.map(([, { cast }]) => `, ?::${cast}`).join('')})${deltas ? ` returning ${COUNTED}), changes as (select 1 as sign, * from new) ${APPLY_DELTAS}` : ''}`,
      [
        id, d.requestId, d.revieweeId, d.reviewerId, d.reviewerEmail, d.reviewerName, d.reviewerProfileImage, d.reviewerWorkPosition,
        // A flag leaves the review unverified (as applyRow's ReviewFlagged does).
        d.reviewerVerificationStatus === 'verified' && !after.flagged, d.reviewerVerificationStatus, d.rating, d.text, d.context, d.duration, JSON.stringify(d.skills),
        d.technicalSkills, d.workEthic, d.communication, d.professionalism, d.recommendation, d.reviewerPosition, d.reviewerVessel, d.reviewerCompany,
        d.verificationMethod, d.ipAddress.slice(0, 64), after.flagged, after.flaggingReason, after.version, at, after.at,
        intArray(nearDuplicateBands(d.revieweeId, d.text)), nearDuplicateLength(d.text),
        ...extra.map(([, { value }]) => value),
      ],
    );
  }

  /**
   * Recomputes the pairs and the people's numbers (review-aggregates.ts) from `reviews`, for one
   * person or (null) everyone. A person without reviews has no rows: readers treat that as zeros.
   */
  async refreshAggregates(em: EntityManager, userId: string | null): Promise<void> {
    for (const { sql, params } of refreshStatements(userId)) await em.execute(sql, params);
  }

  /**
   * Takes the reviews a suspended person wrote out of every count, or puts them back when the
   * suspension is lifted (DESIGN.md, "Suspension"), in one statement. Answers the reviewees
   * whose numbers changed (none when the pairs were already so).
   */
  async setReviewerSuspended(em: EntityManager, reviewerId: string, suspended: boolean): Promise<string[]> {
    const rows = await em.execute<Array<{ revieweeId: string }>>(SET_REVIEWER_SUSPENDED, [suspended, reviewerId, suspended]);
    return rows.map((r) => r.revieweeId);
  }
}
