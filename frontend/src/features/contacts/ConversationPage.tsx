import { ArrowLeftOutlined, MailOutlined, SendOutlined } from '@ant-design/icons';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@crew/contracts/contact';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useToast } from '../../lib/toast';
import { useHandleUnauthorized } from '../../lib/unauthorized';
import { useContactThread, useWriteContactMessage } from './api/contact-thread';
import type { ContactThread } from './api/schemas';
import { CrewAnswerActions } from './components/CrewAnswerActions';
import { CompanyTrustTag } from './components/CompanyTrustTag';
import { COMPANY_TYPE_LABELS, ContactStatusTag, conversationStatusText, otherParty } from './components/labels';

interface Entry {
  key: string;
  mine: boolean;
  senderName: string;
  createdAt: string;
  message: string;
  details?: ReactNode;
}

/** The opening message first, with what it offered, then the thread in order. */
function entriesOf(c: ContactThread): Entry[] {
  const mineFrom = c.direction === 'sent' ? 'employer' : 'crew';
  const offered = (
    [
      ['Position', c.position],
      ['Vessel', c.vessel],
      ['Dates or rotation', c.dates],
    ] as const
  ).filter(([, value]) => value);
  return [
    {
      key: c.id,
      mine: mineFrom === 'employer',
      senderName: c.company.name,
      createdAt: c.createdAt,
      message: c.message,
      details: offered.length ? (
        <Descriptions size="small" column={1} items={offered.map(([label, value]) => ({ key: label, label, children: <span style={{ overflowWrap: 'anywhere' }}>{value}</span> }))} />
      ) : undefined,
    },
    ...c.messages.map((m) => ({ key: m.id, mine: m.from === mineFrom, senderName: m.senderName, createdAt: m.createdAt, message: m.message })),
  ];
}

function Message({ entry }: { entry: Entry }) {
  return (
    <li aria-label={`Message from ${entry.senderName}`} style={{ listStyle: 'none', display: 'flex', justifyContent: entry.mine ? 'flex-end' : 'flex-start' }}>
      <div
        style={{
          maxWidth: 'min(560px, 100%)',
          minWidth: 0,
          padding: '8px 12px',
          borderRadius: 8,
          background: entry.mine ? '#e6f4ff' : '#f5f5f5',
        }}
      >
        <Flex wrap gap={8} align="baseline">
          <Typography.Text strong>{entry.mine ? 'You' : entry.senderName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </Typography.Text>
        </Flex>
        {entry.details}
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.message}</Typography.Paragraph>
      </div>
    </li>
  );
}

function Composer({ id }: { id: string }) {
  const [form] = Form.useForm<{ message: string }>();
  const write = useWriteContactMessage();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const submit = ({ message }: { message: string }) =>
    write.mutate(
      { id, message: message.trim() },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => {
          if (!handleUnauthorized(error)) toast({ title: 'Failed to send message', description: error instanceof ApiError ? error.serverMessage : 'Please try again.', variant: 'destructive' });
        },
      },
    );
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="message" label="Your message" rules={[{ required: true, whitespace: true, message: 'Please write a message' }]}>
        <Input.TextArea maxLength={CONTACT_MESSAGE_MAX_LENGTH} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Flex wrap gap={12} align="center">
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={write.isPending}>
          Send message
        </Button>
        <Typography.Text type="secondary">The other side is emailed a copy with a link back here.</Typography.Text>
      </Flex>
    </Form>
  );
}

function Conversation({ c }: { c: ContactThread }) {
  const employer = c.direction === 'sent';
  const status = conversationStatusText(c);
  const closed = c.status === 'declined' || c.status === 'withdrawn';
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center">
        <ContactStatusTag status={c.status} />
        {!employer && c.company.type && <Tag>{COMPANY_TYPE_LABELS[c.company.type]}</Tag>}
        {!employer && <CompanyTrustTag verified={c.company.verified} />}
        {employer && c.crew.email && (
          <Typography.Link href={`mailto:${c.crew.email}`} style={{ overflowWrap: 'anywhere' }}>
            <MailOutlined aria-hidden /> {c.crew.email}
          </Typography.Link>
        )}
        {employer && <Link to={`/search/crew/${encodeURIComponent(c.crew.id)}`}>Profile</Link>}
      </Flex>
      {status && <Alert type={closed ? 'warning' : 'info'} showIcon title={status} />}
      {!employer && <CrewAnswerActions request={c} />}
      <ul aria-label="Messages" style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {entriesOf(c).map((entry) => (
          <Message key={entry.key} entry={entry} />
        ))}
      </ul>
      {c.status === 'accepted' && <Composer id={c.id} />}
    </Flex>
  );
}

/**
 * /contacts/:id: one conversation between an employer and a crew member (DESIGN.md, "Contact"),
 * for its two parties only (the server answers 404 to anyone else). The opening message and the
 * thread in order; writing once accepted; closed, read-only, with the reason once declined or
 * consent is withdrawn.
 */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch, isRefetching } = useContactThread(id);
  const notFound = error instanceof ApiError && error.status === 404;
  let body: ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (notFound)
    body = <Result status="404" title={<PageTitle>Conversation not found</PageTitle>} subTitle="This conversation does not exist, or it is not one of yours." />;
  else if (error || !data) body = <LoadError title="This conversation could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />;
  else body = <Conversation c={data} />;
  const back = data?.direction === 'received' ? { to: '/', label: 'Back to dashboard' } : { to: '/employer?tab=contacts', label: 'Back to contacts' };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760, margin: '0 auto', width: '100%', minWidth: 0 }}>
      <Link to={back.to}>
        <ArrowLeftOutlined aria-hidden /> {back.label}
      </Link>
      <Card>
        {!notFound && (
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(22px, 6vw, 28px)', overflowWrap: 'anywhere' }}>
            {data ? `Conversation with ${otherParty(data)}` : 'Conversation'}
          </Typography.Title>
        )}
        {body}
      </Card>
    </Flex>
  );
}
