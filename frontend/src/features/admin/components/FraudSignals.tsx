import { Button, Flex, Tag, Typography } from 'antd';
import { formatDate, formatDateTime, withReadableDays } from '../../../lib/dates';
import type { AdminReview } from '../api/schemas';

type Signal = AdminReview['signals'][number];

/** The other reviews a signal names (its evidence's `reviewIds`, ADR 0034): the copy and its original, a reciprocal pair, a same-IP or same-device set. */
export function relatedReviewIds(signal: Signal): string[] {
  const ids = signal.evidence.reviewIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Enough of an id to tell the reviews of one set apart on a card. */
const shortId = (id: string) => id.slice(0, 8);

/** The evidence the rules record (backend domain/fraud-rules.ts), by name, in the order it reads best. */
const EVIDENCE_LABELS: Record<string, string> = {
  domain: 'Domain',
  reviews: 'Reviews from that address in 24 hours',
  timesSeen: 'Times seen',
  firstSeenAt: 'First seen',
  lastSeenAt: 'Last seen',
  similarity: 'Similarity',
  reviewId: 'Their review',
  createdAt: 'Written',
  reviewsIn24Hours: 'Reviews in 24 hours',
  // The burst rule counts up to 1,000 (backend BURST_COUNT_CAP).
  moreThanReviewsIn24Hours: 'Reviews in 24 hours, more than',
  averagePerDay: 'Usually per day',
  threshold: 'Limit',
  accountCreatedAt: 'Reviewer account created',
  requestedAt: 'Request sent',
};
/** Shown as links (reviewIds) or as who found it, not as facts. */
const NOT_FACTS = new Set(['reviewIds', 'namedBy']);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'accountAgeHours' -> 'Account age hours', for evidence a newer rule records. */
const humanize = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (c) => c.toUpperCase());

function evidenceValue(value: string | number): string {
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (DAY.test(value)) return formatDate(value);
  if (MOMENT.test(value)) return formatDateTime(value);
  return value;
}

const ORDER = Object.keys(EVIDENCE_LABELS);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** ['Times seen: 3', 'First seen: Nov 1, 2026 09:12', ...]; none for a rule that records none. */
export function evidenceLines(evidence: Signal['evidence']): string[] {
  return Object.entries(evidence)
    .filter((entry): entry is [string, string | number] => !NOT_FACTS.has(entry[0]) && (typeof entry[1] === 'string' || typeof entry[1] === 'number') && entry[1] !== '')
    // Stored as jsonb, whose keys come back in its own order.
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${EVIDENCE_LABELS[key] ?? humanize(key)}: ${evidenceValue(value)}`);
}

interface FraudSignalsProps {
  signals: Signal[];
  /** An admin settled the flag: the signals stay as evidence, not as a live red 'Flag'. */
  resolved?: boolean;
  /** Opens another review's history: each review a finding involves gets a link. */
  onOpenReview?: (reviewId: string) => void;
  /** The facts behind each reason, listed under it (the history). */
  showEvidence?: boolean;
}

/**
 * What the fraud rules found (ADR 0018): each reason, written from its evidence (ADR 0034),
 * marked as a flag or as a warning that only adds weight to other signals, with a link to each
 * other review the finding involves and, in the history, the facts behind it.
 */
export function FraudSignals({ signals, resolved = false, onOpenReview, showEvidence = false }: FraudSignalsProps) {
  if (signals.length === 0) return null;
  const tag = (signal: Signal) => {
    if (resolved) return <Tag>{signal.weight === 'flag' ? 'Flag (resolved)' : 'Warning'}</Tag>;
    return <Tag color={signal.weight === 'flag' ? 'red' : 'orange'}>{signal.weight === 'flag' ? 'Flag' : 'Warning'}</Tag>;
  };
  return (
    <Flex vertical gap={4} role="list" aria-label="Fraud signals">
      {/* One rule can fire more than once: at the review's own submission and at later ones naming it. */}
      {signals.map((signal, index) => {
        const related = onOpenReview ? relatedReviewIds(signal) : [];
        const evidence = showEvidence ? evidenceLines(signal.evidence) : [];
        return (
          <Flex key={`${signal.rule}-${index}`} gap={8} align="baseline" role="listitem">
            {tag(signal)}
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              {/* Reasons are written from the evidence with readable days; older stored ones carry ISO days. */}
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{withReadableDays(signal.reason)}</Typography.Text>
              {evidence.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {evidence.map((line, i) => (
                    <span key={line}>
                      {i > 0 && ' · '}
                      <span style={{ whiteSpace: 'nowrap' }}>{line}</span>
                    </span>
                  ))}
                </Typography.Text>
              )}
              {related.length > 0 && (
                <Flex wrap gap={4} align="baseline">
                  <Typography.Text type="secondary">{related.length === 1 ? 'Related review:' : 'Related reviews:'}</Typography.Text>
                  {related.map((id) => (
                    <Button key={id} type="link" size="small" style={{ paddingInline: 4 }} onClick={() => onOpenReview?.(id)} aria-label={`Open the history of review ${id}`}>
                      {shortId(id)}
                    </Button>
                  ))}
                </Flex>
              )}
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
