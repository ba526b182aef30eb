import { Flex, Tag, Typography } from 'antd';
import { formatDate, formatDateTime, withReadableDays } from '../../../lib/dates';
import type { AdminReview } from '../api/schemas';

type Signal = AdminReview['signals'][number];

/** The evidence the rules record (backend domain/fraud-rules.ts), by name, in the order it reads best. */
const EVIDENCE_LABELS: Record<string, string> = {
  domain: 'Domain',
  ip: 'IP address',
  reviews: 'Reviews from that address in 24 hours',
  timesSeen: 'Times seen',
  firstSeenAt: 'First seen',
  lastSeenAt: 'Last seen',
  reviewId: 'Their review',
  createdAt: 'Written',
  reviewsIn24Hours: 'Reviews in 24 hours',
  averagePerDay: 'Usually per day',
  threshold: 'Limit',
  accountCreatedAt: 'Reviewer account created',
  requestedAt: 'Request sent',
};

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
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== '')
    // Stored as jsonb, whose keys come back in its own order.
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${EVIDENCE_LABELS[key] ?? humanize(key)}: ${evidenceValue(value)}`);
}

/**
 * What the fraud rules found at submission (ADR 0018): each reason, which already summarises
 * its evidence (times seen, dates, IP, counts), marked as a flag or as a warning that only
 * adds weight to other signals; with `showEvidence`, its days written as dates and the facts
 * behind it (the history).
 */
export function FraudSignals({ signals, showEvidence = false }: { signals: Signal[]; showEvidence?: boolean }) {
  if (signals.length === 0) return null;
  return (
    <Flex vertical gap={4} role="list" aria-label="Fraud signals">
      {signals.map((signal) => {
        const evidence = showEvidence ? evidenceLines(signal.evidence) : [];
        // The history writes the reasons' ISO days as dates (the review tabs still show them as stored).
        const reason = showEvidence ? withReadableDays(signal.reason) : signal.reason;
        return (
          <Flex key={signal.rule} gap={8} align="baseline" role="listitem">
            <Tag color={signal.weight === 'flag' ? 'red' : 'orange'}>{signal.weight === 'flag' ? 'Flag' : 'Warning'}</Tag>
            {evidence.length ? (
              <Flex vertical>
                <Typography.Text>{reason}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {evidence.map((line, i) => (
                    <span key={line}>
                      {i > 0 && ' · '}
                      <span style={{ whiteSpace: 'nowrap' }}>{line}</span>
                    </span>
                  ))}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text>{reason}</Typography.Text>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
