import { reasonLabel } from '@crew/contracts/moderation';
import { Alert, Button, Card, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { type MyDispute, useMyDispute, useOpenDispute } from './api/disputes';

const TEXT_MIN = 20;
const TEXT_MAX = 2000;

const DECISION: Record<MyDispute['decision'], Record<MyDispute['side'], string>> = {
  removed: { reviewee: 'An administrator removed a review about you', reviewer: 'An administrator removed a review you wrote' },
  'flag-upheld': { reviewee: 'An administrator flagged a review about you', reviewer: 'An administrator flagged a review you wrote' },
};

const STATUS: Record<NonNullable<MyDispute['status']>, string> = {
  open: 'Your dispute is with another administrator. You will both be emailed their decision.',
  upheld: 'Another administrator looked at your dispute: the decision stands.',
  overturned: 'Another administrator looked at your dispute: the decision was reversed.',
};

/**
 * /disputes/:reviewId, linked from the email that tells a person an admin removed or flagged a
 * review about them or by them (DESIGN.md, "Disputes"): what was decided and why, and the one
 * dispute they may send.
 */
export default function DisputePage() {
  const { reviewId = '' } = useParams();
  const { data, isLoading, error, refetch } = useMyDispute(reviewId);
  const open = useOpenDispute(reviewId);
  const [form] = Form.useForm<{ text: string }>();

  let body: ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (error instanceof ApiError && error.status === 404) body = <Result status="info" title="There is nothing to dispute here" subTitle="No administrator decision on this review can be disputed by you." />;
  else if (error || !data)
    body = (
      <Result
        status="warning"
        title="This page could not be loaded"
        extra={
          <Button type="primary" onClick={() => refetch()}>
            Retry
          </Button>
        }
      />
    );
  else
    body = (
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {DECISION[data.decision][data.side]} on {formatDate(data.decidedAt)}.{data.category ? ` Reason: ${reasonLabel(data.category)}.` : ''}
        </Typography.Paragraph>
        {data.status ? (
          <>
            <Alert type={data.status === 'overturned' ? 'success' : 'info'} showIcon title={STATUS[data.status]} />
            <Typography.Text type="secondary">You wrote on {formatDate(data.disputedAt!)}:</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{data.text}</Typography.Paragraph>
          </>
        ) : (
          <Form form={form} layout="vertical" requiredMark={false} onFinish={({ text }) => open.mutate(text.trim())}>
            <Typography.Paragraph type="secondary">
              You can dispute this decision once. Another administrator, not the one who decided, will look at it and email you both the outcome.
            </Typography.Paragraph>
            {open.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={open.error instanceof ApiError ? open.error.serverMessage : 'Your dispute could not be sent. Please try again.'} />}
            <Form.Item
              name="text"
              label="Why do you think the decision is wrong?"
              rules={[
                {
                  validator: (_, value: string | undefined) =>
                    (value ?? '').trim().length >= TEXT_MIN ? Promise.resolve() : Promise.reject(new Error(`Write at least ${TEXT_MIN} characters: what happened, and who can confirm it`)),
                },
              ]}
            >
              <Input.TextArea maxLength={TEXT_MAX} showCount autoSize={{ minRows: 4 }} placeholder="For example: we served together on M/Y Aurora in 2025; the captain can confirm it." />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={open.isPending}>
              Send dispute
            </Button>
          </Form>
        )}
      </Flex>
    );

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 6vw, 30px)', marginTop: 0 }}>
        Dispute this decision
      </Typography.Title>
      {body}
    </Card>
  );
}
