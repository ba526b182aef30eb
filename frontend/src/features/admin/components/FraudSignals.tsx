import { Flex, Tag, Typography } from 'antd';
import type { AdminReview } from '../api/schemas';

type Signal = AdminReview['signals'][number];

/**
 * What the fraud rules found at submission (ADR 0018): each reason, which already summarises
 * its evidence (times seen, dates, IP, counts), marked as a flag or as a warning that only
 * adds weight to other signals.
 */
export function FraudSignals({ signals }: { signals: Signal[] }) {
  if (signals.length === 0) return null;
  return (
    <Flex vertical gap={4} role="list" aria-label="Fraud signals">
      {signals.map((signal) => (
        <Flex key={signal.rule} gap={8} align="baseline" role="listitem">
          <Tag color={signal.weight === 'flag' ? 'red' : 'orange'}>{signal.weight === 'flag' ? 'Flag' : 'Warning'}</Tag>
          <Typography.Text>{signal.reason}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
