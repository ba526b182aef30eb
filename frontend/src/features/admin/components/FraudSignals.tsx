import { Button, Flex, Tag, Typography } from 'antd';
import type { AdminReview } from '../api/schemas';

type Signal = AdminReview['signals'][number];

/** The other reviews a signal names (its evidence's `reviewIds`, ADR 0034): the copy and its original, a reciprocal pair, a same-IP or same-device set. */
export function relatedReviewIds(signal: Signal): string[] {
  const ids = signal.evidence.reviewIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Enough of an id to tell the reviews of one set apart on a card. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * What the fraud rules found (ADR 0018): each reason, which already summarises its evidence
 * (times seen, dates, counts, similarity), marked as a flag or as a warning that only adds
 * weight to other signals, and a link to each other review the finding involves, which opens
 * that review's history (ADR 0034). Once an admin settled the flag, its signals stay readable
 * as evidence but no longer show as a live red 'Flag'.
 */
export function FraudSignals({ signals, resolved = false, onOpenReview }: { signals: Signal[]; resolved?: boolean; onOpenReview?: (reviewId: string) => void }) {
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
        return (
          <Flex key={`${signal.rule}-${index}`} gap={8} align="baseline" role="listitem">
            {tag(signal)}
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{signal.reason}</Typography.Text>
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
