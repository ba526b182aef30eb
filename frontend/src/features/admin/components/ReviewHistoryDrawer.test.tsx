import { REVIEW_EVENT_TYPES } from '@crew/contracts/review-events';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { formatDateTime } from '../../../lib/dates';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { ReviewHistoryStep } from '../api/schemas';
import { EVENT_LABELS } from './labels';
import { ReviewHistoryDrawer } from './ReviewHistoryDrawer';

const nina = { id: 'u-1', name: 'Nina Requester', email: 'nina@example.com' };
const sam = { id: 'u-2', name: 'Sam Shipmate', email: 'sam@mailinator.com' };
const bea = { id: 'u-3', name: 'Bea Boss', email: 'bea@example.com' };
const rules = { id: null, name: 'System (fraud rules)', email: null };
const LONG_TEXT = `Kept a calm and careful watch all season. ${'Always ready to help the deck team with tenders and lines. '.repeat(5)}THE END`;

let minute = 0;
function step(type: ReviewHistoryStep['type'], actor: ReviewHistoryStep['actor'], data: Record<string, unknown> = {}): ReviewHistoryStep {
  const system = actor.id === null;
  return {
    stream: type.startsWith('ReviewRequest') ? 'review-request' : 'review',
    type,
    recordedAt: new Date(Date.UTC(2026, 10, 20, 9, minute++)).toISOString(),
    actor,
    ip: system ? null : '198.51.100.7',
    userAgent: system ? null : 'Firefox',
    data,
  };
}

/** One of every stored type, with data shaped as the server stores it (docs/events.md). */
const history: ReviewHistoryStep[] = [
  step('ReviewRequested', nina, { requesterId: 'u-1', requesterName: 'Nina Requester', reviewerEmail: 'sam@mailinator.com', context: 'M/Y Aurora, 2024 season', duration: null, message: 'Would you vouch for my season?' }),
  step('ReviewRequestServiceNamed', nina, { requesterId: 'u-1', servicePeriodId: 'p-1', vesselName: 'M/Y Aurora', imoNumber: '9074729', signOnDate: '2024-03-04', signOffDate: '2024-08-20' }),
  step('ReviewRequestEmailSent', { id: null, name: 'System (mail delivery)', email: null }, { to: 'sam@mailinator.com' }),
  step('ReviewRequestEmailFailed', { id: null, name: 'System (mail delivery)', email: null }, { to: 'sam@mailinator.com', reason: '550 mailbox full' }),
  step('ReviewRequestDeclined', sam, { declinedBy: 'u-2' }),
  step('ReviewRequestReaddressed', sam, { reviewerEmail: 'sam.new@example.com' }),
  step('ReviewRequestCancelled', bea, { cancelledBy: 'u-3', reason: 'requester account deleted' }),
  step('ReviewRequestAnswered', sam, { reviewId: 'r-1', reviewerId: 'u-2' }),
  step('ReviewSubmitted', sam, {
    rating: 4, text: LONG_TEXT, reviewerPosition: 'Chief Officer', reviewerVessel: 'M/Y Aurora', reviewerCompany: null,
    reviewerEmail: 'sam@mailinator.com', requestedEmail: 'sam@mailinator.com', reviewerVerificationStatus: 'partial', ipAddress: '198.51.100.7',
  }),
  step('ReviewServedTogether', { id: null, name: 'System (sea service records)', email: null }, { vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' }),
  step('ReviewSeaServiceConfirmed', sam, { vesselName: 'M/Y Aurora', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' }),
  step('ReviewFraudSignalsFound', rules, {
    signals: [
      { rule: 'disposable-domain', weight: 'flag', reason: "Reviewer's email uses a disposable email domain (mailinator.com)", evidence: { domain: 'mailinator.com' } },
      // Evidence comes back from jsonb in its own key order.
      { rule: 'same-device', weight: 'flag', reason: 'Reviewer and reviewee used the same device (seen 2 times, 2026-11-18 to 2026-11-20)', evidence: { lastSeenAt: '2026-11-20T08:10:00.000Z', timesSeen: 2, firstSeenAt: '2026-11-18T07:05:00.000Z' } },
      { rule: 'new-reviewer-account', weight: 'warning', reason: 'Reviewer account created within a day of the request (2026-11-20)', evidence: { accountCreatedAt: '2026-11-20T08:30:00.000Z', requestedAt: '2026-11-20T08:00:00.000Z' } },
    ],
  }),
  step('ReviewNamedInFraudSignals', rules, {
    reviewId: 'r-2',
    signals: [{ rule: 'near-duplicate-text', weight: 'warning', reason: 'Another review of the same person is nearly identical to this one (92% alike)', evidence: { similarity: 0.92, reviewIds: ['r-2'] } }],
  }),
  step('ReviewFlagged', rules, { reason: "Reviewer's email uses a disposable email domain (mailinator.com)", flaggedBy: null }),
  step('ReviewConfirmed', nina, { confirmedBy: 'u-1' }),
  step('ReviewHidden', nina, { hiddenBy: 'u-1' }),
  step('ReviewShown', nina, { shownBy: 'u-1' }),
  step('ReviewFlagCleared', bea, { clearedBy: 'u-3', notes: 'Shipmates sharing one laptop on board.' }),
  step('ReviewVerified', bea, { verifiedBy: 'u-3', notes: 'Called the master of M/Y Aurora', decision: { category: 'confirmed-genuine', note: 'Called the master of M/Y Aurora' } }),
  step('ReviewDeleted', bea, { deletedBy: 'u-3', reason: 'Same text as another review', decision: { category: 'duplicate-or-copied', note: 'Same text as another review' } }),
  step('ReviewRestored', nina, { restoredBy: 'u-1', decision: { category: 'confirmed-genuine', note: 'The captain confirmed they served together' } }),
];

/** The drawer's timeline item for the step with this label. */
function item(drawer: HTMLElement, label: string): HTMLElement {
  return within(drawer).getByText(label, { selector: 'strong' }).closest('.ant-timeline-item') as HTMLElement;
}

/** Each 'label value' pair of an item, as a screen reader reads the description list. */
function lines(element: HTMLElement): string[] {
  return within(element).getAllByRole('row').map((row) => row.textContent ?? '');
}

describe('review history drawer', () => {
  it('has a readable label for every event type the server stores', () => {
    for (const type of REVIEW_EVENT_TYPES) expect(EVENT_LABELS[type]).toMatch(/^[A-Z][a-z]+ .+/);
    expect(new Set(Object.values(EVENT_LABELS)).size).toBe(REVIEW_EVENT_TYPES.length);
  });

  it('shows every step with its label, who did it (people or the named system), when, and its data in words', async () => {
    expect(history.map((s) => s.type).sort()).toEqual([...REVIEW_EVENT_TYPES].sort());
    stubApi({ 'GET /api/admin/reviews/r-1/history': { body: history } });
    renderWithApp(<ReviewHistoryDrawer reviewId="r-1" onClose={() => {}} />);
    const drawer = (await screen.findByText('Review History')).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('Review requested');
    for (const type of REVIEW_EVENT_TYPES) expect(within(drawer).getByText(EVENT_LABELS[type], { selector: 'strong' })).toBeInTheDocument();

    // Times as the rest of the product writes them.
    expect(within(item(drawer, 'Review requested')).getByText(formatDateTime(history[0].recordedAt))).toBeInTheDocument();
    expect(formatDateTime(history[0].recordedAt)).toMatch(/^Nov 20, 2026 \d\d:00$/);

    expect(lines(item(drawer, 'Review requested'))).toEqual([
      'ByNina Requester (nina@example.com)',
      'IP address198.51.100.7',
      'BrowserFirefox',
      'Sent tosam@mailinator.com',
      'ContextM/Y Aurora, 2024 season',
      'MessageWould you vouch for my season?',
    ]);
    expect(lines(item(drawer, 'Sea service named in the request'))).toEqual(expect.arrayContaining(['VesselM/Y Aurora', 'IMO number9074729', 'ServiceMar 4, 2024 – Aug 20, 2024']));
    expect(lines(item(drawer, 'Invitation email sent'))).toEqual(['BySystem (mail delivery)', 'Tosam@mailinator.com']);
    expect(lines(item(drawer, 'Invitation email failed'))).toEqual(['BySystem (mail delivery)', 'Tosam@mailinator.com', 'Error550 mailbox full']);
    expect(lines(item(drawer, 'Request cancelled'))).toContain('ReasonRequester account deleted');
    expect(lines(item(drawer, 'Request moved to the reviewer’s new email'))).toContain('Now sent tosam.new@example.com');

    const submitted = lines(item(drawer, 'Review submitted'));
    expect(submitted).toEqual(expect.arrayContaining(['Rating4 of 5', 'Reviewer positionChief Officer', 'Reviewer vesselM/Y Aurora', 'Reviewer verificationPartial: a verified email, but not the one the request went to']));
    const quoted = submitted.find((line) => line.startsWith('Review“'))!;
    expect(quoted).toMatch(/^Review“Kept a calm and careful watch all season\. .+…”$/);
    expect(quoted).not.toContain('THE END');
    // Answered from the address the request went to: no second line for it.
    expect(submitted).toContain('Reviewer emailsam@mailinator.com');
    expect(submitted.some((line) => line.startsWith('Request sent to'))).toBe(false);

    expect(lines(item(drawer, 'Served together (matching sea service)'))).toEqual([
      'BySystem (sea service records)',
      'VesselM/Y Aurora',
      'IMO number9074729',
      'Served togetherMay 15, 2024 – Aug 20, 2024',
    ]);
    expect(lines(item(drawer, 'Sea service confirmed by the reviewer'))).toEqual(
      expect.arrayContaining(['BySam Shipmate (sam@mailinator.com)', 'VesselM/Y Aurora', 'IMO number9074729', 'Service confirmedMay 15, 2024 – Aug 20, 2024']),
    );

    const found = item(drawer, 'Fraud rules found signals');
    expect(lines(found)[0]).toBe('BySystem (fraud rules)');
    const signals = within(found).getAllByRole('listitem').map((li) => li.textContent);
    expect(signals[0]).toBe("FlagReviewer's email uses a disposable email domain (mailinator.com)Domain: mailinator.com");
    // Days in the rules' sentences and the evidence written as everywhere else, the evidence in reading order.
    expect(signals[1]).toMatch(/^FlagReviewer and reviewee used the same device \(seen 2 times, Nov 18, 2026 to Nov 20, 2026\)Times seen: 2 · First seen: Nov 18, 2026 \d\d:05 · Last seen: Nov 20, 2026 \d\d:10$/);
    expect(signals[2]).toMatch(/^WarningReviewer account created within a day of the request \(Nov 20, 2026\)Reviewer account created: Nov 20, 2026 \d\d:30 · Request sent: Nov 20, 2026 \d\d:00$/);
    expect(lines(item(drawer, 'Flagged as suspicious'))).toEqual(['BySystem (fraud rules)', "ReasonReviewer's email uses a disposable email domain (mailinator.com)"]);

    // An admin's decision: the older notes, and the reason category with its note.
    expect(lines(item(drawer, 'Flag cleared by an admin'))).toEqual(expect.arrayContaining(['ByBea Boss (bea@example.com)', 'NoteShipmates sharing one laptop on board.']));
    expect(lines(item(drawer, 'Verified by an admin'))).toEqual(expect.arrayContaining(['ReasonConfirmed genuine', 'NoteCalled the master of M/Y Aurora']));
    expect(lines(item(drawer, 'Review deleted'))).toEqual(['ByBea Boss (bea@example.com)', 'IP address198.51.100.7', 'BrowserFirefox', 'ReasonDuplicate or copied text', 'NoteSame text as another review']);
    expect(lines(item(drawer, 'Verified by an admin')).filter((line) => line.startsWith('Note'))).toHaveLength(1);
    expect(lines(item(drawer, 'Review restored (a dispute overturned its removal)'))).toEqual(expect.arrayContaining(['ReasonConfirmed genuine', 'NoteThe captain confirmed they served together']));
    expect(within(item(drawer, "Named in another review's fraud signals")).getByRole('listitem').textContent).toMatch(/^WarningAnother review .*Similarity: 0\.92$/);
    // Steps the label and actor say all of carry no more lines.
    expect(lines(item(drawer, 'Review confirmed by the reviewee'))).toEqual(['ByNina Requester (nina@example.com)', 'IP address198.51.100.7', 'BrowserFirefox']);

    // Never the raw data: no ids, no JSON.
    expect(drawer.textContent).not.toMatch(/[{}[\]"]|u-\d|p-1|r-1|flaggedBy|category/);
  });

  it('says when the history cannot be loaded and tries again on request', async () => {
    let fail = true;
    stubApi({ 'GET /api/admin/reviews/r-9/history': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [] }) });
    renderWithApp(<ReviewHistoryDrawer reviewId="r-9" onClose={() => {}} />);
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No history')).toBeInTheDocument();
  });
});
