import { reasonLabel } from '@crew/contracts/moderation';
import { Button, Card, Empty, Flex, Result, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { type AdminDispute, type DisputeList, useDecideDispute, useDisputes } from '../api/disputes';
import { ClampedText } from './ClampedText';
import { DecisionDialog } from './DecisionDialog';
import { useAdminToasts } from './use-admin-toasts';

const DECISION_LABEL: Record<AdminDispute['decision'], string> = { removed: 'Review removed', 'flag-upheld': 'Flag upheld' };
const OUTCOME_COPY = {
  upheld: { title: 'Uphold the decision', ok: 'Uphold', explain: 'The decision stands. Both people are emailed the outcome and your reason category.', done: 'Decision upheld' },
  overturned: {
    title: 'Overturn the decision',
    ok: 'Overturn',
    explain: 'The decision is reversed: a removed review comes back as it was, a flag is cleared. Both people are emailed the outcome.',
    done: 'Decision overturned',
  },
} as const;

/**
 * Disputes of admin decisions (DESIGN.md, "Disputes"), oldest first: what was decided, by whom,
 * and what the person says. Another admin than the first decider decides, with a reason.
 */
export function DisputesTab({ onHistory }: { onHistory: (reviewId: string) => void }) {
  const { user: me } = useUser();
  const [list, setList] = useState<DisputeList>('open');
  const { data, isLoading, isError, refetch } = useDisputes(list);
  const [pending, setPending] = useState<{ dispute: AdminDispute; outcome: 'upheld' | 'overturned' } | null>(null);
  const decide = useDecideDispute();
  const toasts = useAdminToasts();

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError)
    body = (
      <Result
        status="warning"
        title="The disputes could not be loaded"
        extra={
          <Button type="primary" onClick={() => refetch()}>
            Retry
          </Button>
        }
      />
    );
  else if (!data?.length) body = <Empty description={list === 'open' ? 'No open disputes' : 'No decided disputes yet'} />;
  else
    body = (
      <Flex vertical gap={12} role="list" aria-label={list === 'open' ? 'Open disputes' : 'Decided disputes'}>
        {data.map((dispute) => {
          const firstDecider = dispute.decidedBy.id === me?.id;
          return (
            <Card key={dispute.id} size="small" role="listitem" aria-label={`Dispute by ${dispute.disputedBy.name}`}>
              <Flex vertical gap={8}>
                <Flex wrap gap={8} align="center">
                  <Tag color={dispute.decision === 'removed' ? 'red' : 'orange'}>{DECISION_LABEL[dispute.decision]}</Tag>
                  {dispute.status !== 'open' && <Tag color={dispute.status === 'overturned' ? 'green' : 'default'}>{dispute.status === 'overturned' ? 'Overturned' : 'Upheld'}</Tag>}
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {dispute.reviewerName} → {dispute.revieweeName}
                  </Typography.Text>
                  <Typography.Text strong>{dispute.rating}/5</Typography.Text>
                </Flex>
                <ClampedText text={dispute.reviewText} lines={2} />
                <Typography.Text type="secondary">
                  Decided by {dispute.decidedBy.name}. Disputed by {dispute.disputedBy.name} ({dispute.side === 'reviewee' ? 'the person reviewed' : 'the reviewer'}) on {formatDate(dispute.createdAt)}:
                </Typography.Text>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{dispute.text}</Typography.Paragraph>
                {dispute.resolution && (
                  <Typography.Text>
                    Decided by {dispute.resolution.actor.name} on {formatDate(dispute.resolution.at)} ({reasonLabel(dispute.resolution.category)}): {dispute.resolution.note}
                  </Typography.Text>
                )}
                <Flex wrap gap={8} align="center">
                  <Button size="small" onClick={() => onHistory(dispute.reviewId)}>
                    History
                  </Button>
                  {dispute.status === 'open' &&
                    (firstDecider ? (
                      <Typography.Text type="secondary">You made the first decision: another admin decides this dispute.</Typography.Text>
                    ) : (
                      <>
                        <Button size="small" onClick={() => setPending({ dispute, outcome: 'upheld' })}>
                          Uphold
                        </Button>
                        <Button size="small" type="primary" onClick={() => setPending({ dispute, outcome: 'overturned' })}>
                          Overturn
                        </Button>
                      </>
                    ))}
                </Flex>
              </Flex>
            </Card>
          );
        })}
      </Flex>
    );

  const copy = OUTCOME_COPY[pending?.outcome ?? 'upheld'];
  return (
    <Flex vertical gap={16}>
      <Segmented<DisputeList>
        aria-label="Which disputes"
        value={list}
        onChange={setList}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'decided', label: 'Decided' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
      <DecisionDialog
        open={!!pending}
        title={copy.title}
        explain={copy.explain}
        okText={copy.ok}
        defaultCategory={pending?.outcome === 'overturned' ? 'confirmed-genuine' : undefined}
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return;
          await decide.mutateAsync({ ...pending, reason });
          toasts.success(copy.done);
        }}
      />
    </Flex>
  );
}
