import { SUPPORT_CATEGORY_LABELS, SUPPORT_LIMITS, type SupportStatus } from '@crew/contracts/support';
import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Result, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useUser } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { type AdminSupportRequest, useAdminSupportRequests, useCloseSupportRequest, useReplySupportRequest } from '../api/support';
import { UserDetailLink } from './UserDetailLink';
import { useAdminToasts } from './use-admin-toasts';
import { SupportAnswers } from '../../../components/SupportAnswers';

const { messageMin, messageMax } = SUPPORT_LIMITS;

function ReplyForm({ request }: { request: AdminSupportRequest }) {
  const [form] = Form.useForm<{ message: string }>();
  const reply = useReplySupportRequest();
  const toasts = useAdminToasts();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      name={`support-reply-${request.id}`}
      onFinish={({ message }) =>
        reply.mutate(
          { requestId: request.id, message: message.trim() },
          {
            onSuccess: () => {
              form.resetFields();
              toasts.success('Reply sent');
            },
            onError: toasts.failure,
          },
        )
      }
    >
      <Form.Item
        name="message"
        label="Your answer"
        extra="Emailed to the employer and shown in their support history."
        rules={[
          { required: true, whitespace: true, message: 'Please write an answer' },
          { min: messageMin, max: messageMax, message: `Between ${messageMin} and ${messageMax} characters` },
        ]}
      >
        <Input.TextArea rows={4} maxLength={messageMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        Send reply
      </Button>
    </Form>
  );
}

function RequestCard({ request, ownId }: { request: AdminSupportRequest; ownId: string | undefined }) {
  const close = useCloseSupportRequest();
  const toasts = useAdminToasts();
  const own = request.employer.id === ownId;
  return (
    <Card size="small" role="listitem" aria-label={request.subject}>
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {request.subject}
          </Typography.Text>
          <Tag>{SUPPORT_CATEGORY_LABELS[request.category]}</Tag>
          {request.status === 'closed' && <Tag>Closed</Tag>}
        </Flex>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          From <UserDetailLink userId={request.employer.id ?? ''} name={request.employer.name} formerMember={!request.employer.id} />
          {request.employer.email ? ` (${request.employer.email})` : ''} on {formatDateTime(request.createdAt)}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.message}</Typography.Paragraph>
        {request.replies.length > 0 && (
          <SupportAnswers subject={request.subject} replies={request.replies} authorOf={(reply) => reply.author.name} />
        )}
        {request.status === 'closed' ? (
          <Typography.Text type="secondary">
            Closed{request.closedBy ? ` by ${request.closedBy.name}` : ''}
            {request.closedAt ? ` on ${formatDate(request.closedAt)}` : ''}.
          </Typography.Text>
        ) : own ? (
          <Typography.Text type="secondary">This is your own request: another admin answers it.</Typography.Text>
        ) : (
          <>
            <ReplyForm request={request} />
            <Popconfirm
              title="Close this request?"
              description="It leaves the open list and takes no more answers."
              okText="Close request"
              onConfirm={() => close.mutateAsync(request.id).then(() => toasts.success('Request closed'), toasts.failure)}
            >
              <Button style={{ alignSelf: 'flex-start' }} loading={close.isPending}>
                Close request
              </Button>
            </Popconfirm>
          </>
        )}
      </Flex>
    </Card>
  );
}

/** Priority support from Enterprise employers (DESIGN.md, "Plan features"): open requests oldest first, each answered by email and closed. */
export function SupportTab() {
  const { user } = useUser();
  const [status, setStatus] = useState<SupportStatus>('open');
  const { data, isLoading, isError, refetch, isRefetching } = useAdminSupportRequests(status);

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError)
    body = (
      <Result
        status="warning"
        title="The support requests could not be loaded"
        extra={
          <Button type="primary" onClick={() => void refetch()} loading={isRefetching}>
            Retry
          </Button>
        }
      />
    );
  else if (!data?.length) body = <Empty description={status === 'open' ? 'No open support requests' : 'No closed support requests yet'} />;
  else
    body = (
      <Flex vertical gap={12} role="list" aria-label={status === 'open' ? 'Open support requests' : 'Closed support requests'}>
        {data.map((request) => (
          <RequestCard key={request.id} request={request} ownId={user?.id} />
        ))}
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      <Segmented<SupportStatus>
        aria-label="Which support requests"
        value={status}
        onChange={setStatus}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
    </Flex>
  );
}
