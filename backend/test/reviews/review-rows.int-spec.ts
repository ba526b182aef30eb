import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { AnyReviewEvent, ReviewSubmittedData } from '../../src/modules/reviews/domain/review-events.js';
import { REVIEW_REQUEST_STREAM, REVIEW_STREAM, type StreamType } from '../../src/modules/reviews/domain/review-events.js';
import { EventStore, SYSTEM_METADATA } from '../../src/modules/reviews/event-store/event-store.js';
import { ReviewProjector } from '../../src/modules/reviews/projections/review-projector.js';
import { ReviewRowsBuilder } from '../../src/modules/reviews/rebuild-projections/review-rows-builder.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The bulk rebuild folds each stream into its row in memory (review-rows.ts); the live product
 * applies the same events one statement at a time (ReviewProjector.applyRow). Every event type,
 * in the orders the product can record them, must give the same row both ways.
 */
describe('review rows folded from their streams', () => {
  let app: TestApp;
  const conn = () => app.api.get(EntityManager).fork();

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const requester = randomUUID();
  const reviewer = randomUUID();
  const submitted = (requestId: string, text: string, overrides: Partial<ReviewSubmittedData> = {}): AnyReviewEvent => ({
    type: 'ReviewSubmitted',
    data: {
      requestId, revieweeId: requester, reviewerId: reviewer, reviewerEmail: 'bosun@example.com', requestedEmail: 'bosun@example.com',
      reviewerName: 'Ana Costa', reviewerProfileImage: null, reviewerWorkPosition: 'Bosun', rating: 4, text, context: 'M/Y Aurora, 2025 season',
      duration: '6 months', skills: ['Seamanship: excellent', 'Tender driving: good'], technicalSkills: 'excellent', workEthic: 'good',
      communication: null, professionalism: 'very-good', recommendation: 'highly-recommend', reviewerPosition: 'Bosun', reviewerVessel: 'M/Y Aurora',
      reviewerCompany: null, verificationMethod: 'email', reviewerVerificationStatus: 'unverified', ipAddress: '203.0.113.7', userAgent: 'test',
      ...overrides,
    } as ReviewSubmittedData,
  });
  const signal = (rule: string) => ({ rule, weight: 'warning', evidence: { reviewIds: [randomUUID()] } });

  /** Streams covering every event type, each with the later events a real history can add. */
  type Stream = { id: string; type: StreamType; events: AnyReviewEvent[] };
  const streams = (): Stream[] => {
    const answered = randomUUID();
    const moderated = randomUUID();
    const restored = randomUUID();
    const removed = randomUUID();
    const request = (id: string, reviewerEmail: string, then: AnyReviewEvent[]): Stream => ({
      id, type: REVIEW_REQUEST_STREAM,
      events: [{ type: 'ReviewRequested', data: { requesterId: requester, requesterName: 'Tom Baker', requesterPosition: 'Captain', reviewerEmail, context: 'M/Y Aurora', duration: null, message: 'Would you write a few lines?' } }, ...then] as AnyReviewEvent[],
    });
    return [
      request(answered, 'bosun@example.com', [
        { type: 'ReviewRequestServiceNamed', data: { requesterId: requester, servicePeriodId: randomUUID(), vesselName: 'Aurora', imoNumber: '9123456', signOnDate: '2025-04-01', signOffDate: '2025-10-01' } },
        { type: 'ReviewRequestEmailFailed', data: { to: 'bosun@example.com', reason: `mailbox full ${'x'.repeat(600)}` } },
        { type: 'ReviewRequestEmailSent', data: { to: 'bosun@example.com' } },
        { type: 'ReviewRequestAnswered', data: { reviewId: moderated, reviewerId: reviewer } },
      ]),
      request(randomUUID(), 'deckhand@example.com', [
        { type: 'ReviewRequestEmailFailed', data: { to: 'deckhand@example.com', reason: 'no such user' } },
        { type: 'ReviewRequestReaddressed', data: { reviewerEmail: 'deckhand.new@example.com' } },
        { type: 'ReviewRequestCancelled', data: { cancelledBy: requester, reason: 'addressee account deleted' } },
      ]),
      request(randomUUID(), 'chef@example.com', [{ type: 'ReviewRequestDeclined', data: { declinedBy: reviewer } }]),
      {
        id: moderated, type: REVIEW_STREAM,
        events: [
          submitted(answered, 'Steady hand on the tender, kept the deck in order all season.', { ipAddress: `2001:db8::${'1:'.repeat(40)}1` }),
          { type: 'ReviewServedTogether', data: { revieweeId: requester, vesselName: 'Aurora', imoNumber: '9123456', from: '2025-05-01', to: '2025-09-30', revieweePeriodId: randomUUID(), reviewerPeriodId: randomUUID() } },
          { type: 'ReviewSeaServiceConfirmed', data: { revieweeId: requester, reviewerId: reviewer, revieweePeriodId: randomUUID(), from: '2025-05-01', to: '2025-09-30' } },
          { type: 'ReviewFraudSignalsFound', data: { signals: [signal('same-ip')] } },
          { type: 'ReviewNamedInFraudSignals', data: { reviewId: randomUUID(), signals: [signal('near-duplicate')] } },
          { type: 'ReviewConfirmed', data: { confirmedBy: requester } },
          { type: 'ReviewFlagged', data: { reason: 'Same address as three others', flaggedBy: null } },
          { type: 'ReviewFlagged', data: { reason: 'Reported by the reviewee', flaggedBy: randomUUID() } },
          { type: 'ReviewVerified', data: { verifiedBy: randomUUID(), notes: 'Checked with the vessel.' } },
          { type: 'ReviewFlagged', data: { reason: 'Second report', flaggedBy: randomUUID() } },
          { type: 'ReviewFlagCleared', data: { clearedBy: randomUUID(), notes: null } },
          { type: 'ReviewHidden', data: { hiddenBy: requester } },
          { type: 'ReviewShown', data: { shownBy: requester } },
          { type: 'ReviewHidden', data: { hiddenBy: requester } },
        ] as AnyReviewEvent[],
      },
      {
        id: restored, type: REVIEW_STREAM,
        events: [
          submitted(randomUUID(), 'Careful with the lines, calm in heavy weather.', { reviewerVerificationStatus: 'verified' }),
          { type: 'ReviewFlagged', data: { reason: 'Looked like a copy', flaggedBy: randomUUID() } },
          { type: 'ReviewDeleted', data: { deletedBy: randomUUID(), reason: 'spam' } },
          { type: 'ReviewRestored', data: { restoredBy: randomUUID(), decision: { category: 'confirmed-genuine', note: 'Phoned the chef.' } } },
          { type: 'ReviewFlagCleared', data: { clearedBy: randomUUID(), notes: 'Genuine.' } },
          { type: 'ReviewDeleted', data: { deletedBy: randomUUID(), reason: null } },
          { type: 'ReviewRestored', data: { restoredBy: randomUUID(), decision: { category: 'confirmed-genuine', note: 'Again.' } } },
          { type: 'ReviewConfirmed', data: { confirmedBy: requester } },
        ] as AnyReviewEvent[],
      },
      {
        id: randomUUID(), type: REVIEW_STREAM,
        events: [
          submitted(randomUUID(), 'Flagged twice and left for an admin.'),
          { type: 'ReviewFlagged', data: { reason: 'Same address as three others', flaggedBy: null } },
          { type: 'ReviewFlagged', data: { reason: 'Reported by the reviewee', flaggedBy: randomUUID() } },
        ] as AnyReviewEvent[],
      },
      {
        id: removed, type: REVIEW_STREAM,
        events: [submitted(randomUUID(), 'Short review that was removed.'), { type: 'ReviewDeleted', data: { deletedBy: randomUUID(), reason: 'fake' } }] as AnyReviewEvent[],
      },
    ];
  };

  const rowsOf = async (em: EntityManager, ids: string[]) => {
    const rows = await em.execute<Array<{ row: Record<string, unknown> }>>(
      `select to_jsonb(r) as row from review_requests r where id = any(?::uuid[]) union all select to_jsonb(v) from reviews v where id = any(?::uuid[])`,
      [`{${ids.join(',')}}`, `{${ids.join(',')}}`],
    );
    return rows.map((r) => r.row).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  };

  it('gives, for every event type, the row the projector leaves applying the events one by one', async () => {
    const store = app.api.get(EventStore);
    const written = streams();
    const ids = written.map((s) => s.id);
    await conn().transactional(async (em) => {
      for (const stream of written) await store.append(em, stream, 0, stream.events, SYSTEM_METADATA);
    });

    // One by one, as the live product and the catch-up apply them, into the real tables.
    const oneByOne = await conn().transactional(async (em) => {
      for (const stream of written) for (const event of await store.readStream(em, stream.id)) await app.api.get(ReviewProjector).applyRow(em, event, false);
      return rowsOf(em, ids);
    });
    // Folded, into empty tables of the same shape that shadow the real ones in this transaction.
    const folded = await conn().transactional(async (em) => {
      await em.execute('create temporary table review_requests (like public.review_requests including defaults) on commit drop');
      await em.execute('create temporary table reviews (like public.reviews including defaults) on commit drop');
      await app.api.get(ReviewRowsBuilder).buildAll(em, 2);
      return rowsOf(em, ids);
    });

    expect(oneByOne).toHaveLength(6); // three requests, three reviews (the removed one has no row)
    expect(folded).toEqual(oneByOne);
    const moderated = oneByOne.find((r) => r.id === written[3].id)!;
    expect(moderated).toMatchObject({ is_hidden: true, flagged_as_suspicious: false, verification_notes: 'Checked with the vessel.', service_confirmed: true });
    expect((moderated.fraud_signals as unknown[]).length).toBe(2);
    expect(oneByOne.find((r) => r.id === written[4].id)).toMatchObject({ status: 'confirmed', is_verified: true, verification_notes: 'Genuine.', version: 8 });
    expect(oneByOne.find((r) => r.id === written[5].id)).toMatchObject({ flagged_as_suspicious: true, flagging_reason: 'Same address as three others; Reported by the reviewee' });
  });
});
