import { SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS, SUPPORT_LIMITS, type SupportCategory } from '@crew/contracts/support';
import { Button, Card, Empty, Flex, Form, Input, Select, Skeleton, Tag, Typography } from 'antd';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import type { SubscriptionInfo, SupportRequest } from '../api/schemas';
import { useOpenSupportRequest, useSupportRequests } from '../api/support-requests';
import { hasPlanFeature, PlanFeatureLock } from './PlanFeatureLock';
import { SupportAnswers } from '../../../components/SupportAnswers';

interface SupportForm {
  category: SupportCategory;
  subject: string;
  message: string;
}

const { subjectMin, subjectMax, messageMin, messageMax } = SUPPORT_LIMITS;

function RequestForm() {
  const [form] = Form.useForm<SupportForm>();
  const send = useOpenSupportRequest();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      aria-label="Ask priority support"
      onFinish={(values) =>
        send.mutate(
          { category: values.category, subject: values.subject.trim(), message: values.message.trim() },
          {
            onSuccess: () => {
              form.resetFields();
              toast({ title: 'Support request sent', description: 'We answer by email and in your support history below.' });
            },
            onError: (error) => {
              if (!handleUnauthorized(error)) {
                toast({ title: 'Your request could not be sent', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
              }
            },
          },
        )
      }
    >
      <Form.Item name="category" label="Category" rules={[{ required: true, message: 'Please choose a category' }]}>
        <Select placeholder="What is it about?" options={SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        name="subject"
        label="Subject"
        rules={[
          { required: true, whitespace: true, message: 'Please write a subject' },
          { min: subjectMin, max: subjectMax, message: `Between ${subjectMin} and ${subjectMax} characters` },
        ]}
      >
        <Input maxLength={subjectMax} />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        rules={[
          { required: true, whitespace: true, message: 'Please describe what you need' },
          { min: messageMin, max: messageMax, message: `Between ${messageMin} and ${messageMax} characters` },
        ]}
      >
        <Input.TextArea rows={5} maxLength={messageMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Send request
      </Button>
    </Form>
  );
}

/** One request and the answers to it, oldest answer first. */
function Thread({ request }: { request: SupportRequest }) {
  return (
    <Card size="small" role="listitem" aria-label={request.subject}>
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {request.subject}
          </Typography.Text>
          <Tag>{SUPPORT_CATEGORY_LABELS[request.category]}</Tag>
          <Tag color={request.status === 'open' ? 'blue' : 'default'}>{request.status === 'open' ? 'Open' : 'Closed'}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          Sent {formatDate(request.createdAt)}
          {request.closedAt ? ` · Closed ${formatDate(request.closedAt)}` : ''}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.message}</Typography.Paragraph>
        {request.replies.length === 0 ? (
          <Typography.Text type="secondary">{request.status === 'open' ? 'Not answered yet: we will email you the answer.' : 'Closed without an answer.'}</Typography.Text>
        ) : (
          <SupportAnswers subject={request.subject} replies={request.replies} authorOf={() => 'Crew Reviews support'} />
        )}
      </Flex>
    </Card>
  );
}

/**
 * Priority support (DESIGN.md, "Plan features"): an Enterprise employer writes to the team, who
 * answer in the admin dashboard; answers are emailed and kept here. Other plans see the way to
 * it, and keep the history of requests they sent while they had it.
 */
export function SupportTab({ info }: { info: SubscriptionInfo }) {
  const allowed = hasPlanFeature(info, 'prioritySupport');
  const history = useSupportRequests();

  let list;
  if (history.isLoading) list = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (history.isError) list = <LoadError title="Your support requests could not be loaded" onRetry={() => void history.refetch()} retrying={history.isRefetching} />;
  else if (!history.data?.length) list = allowed ? <Empty description="No support requests yet" /> : null;
  else
    list = (
      <Flex vertical gap={12} role="list" aria-label="Your support requests">
        {history.data.map((request) => (
          <Thread key={request.id} request={request} />
        ))}
      </Flex>
    );

  return (
    <Flex vertical gap={24}>
      {allowed ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">Priority support: tell us what you need. Our team answers by email, and the answer is kept with your request below.</Typography.Text>
          <RequestForm />
        </Flex>
      ) : (
        <PlanFeatureLock capability="prioritySupport">Write to our team from here and get answers by email, with your requests and answers kept on this page.</PlanFeatureLock>
      )}
      {list && (
        <Flex vertical gap={12}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            Your requests
          </Typography.Title>
          {list}
        </Flex>
      )}
    </Flex>
  );
}
