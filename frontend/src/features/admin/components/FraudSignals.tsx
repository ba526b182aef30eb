import { Flex, Tag, Typography } from 'antd';
import type { AdminReview } from '../api/schemas';

type Signal = AdminReview['signals'][number];

/**
 * What the fraud rules found at submission (ADR 0018): each reason, which already summarises
 * its evidence (times seen, dates, IP, counts), marked as a flag or as a warning that only
 * adds weight to other signals. Once an admin settled the flag, its signals stay readable as
 * evidence but no longer show as a live red 'Flag'.
 */
export function FraudSignals({ signals, resolved = false }: { signals: Signal[]; resolved?: boolean }) {
  if (signals.length === 0) return null;
  const tag = (signal: Signal) => {
    if (resolved) return <Tag>{signal.weight === 'flag' ? 'Flag (resolved)' : 'Warning'}</Tag>;
    return <Tag color={signal.weight === 'flag' ? 'red' : 'orange'}>{signal.weight === 'flag' ? 'Flag' : 'Warning'}</Tag>;
  };
  return (
    <Flex vertical gap={4} role="list" aria-label="Fraud signals">
      {signals.map((signal) => (
        <Flex key={signal.rule} gap={8} align="baseline" role="listitem">
          {tag(signal)}
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{signal.reason}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
