import { Button, Card, Empty, Flex, Progress, Result, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import {
  type FailedJob, type SubscriberStatus, type SystemOverview, useDiscardJob, useFailedJobs, useReplaySubscriber, useRetryJob, useSystemOverview,
} from '../api/system';
import { SystemActionDialog } from '../system/SystemActionDialog';
import { useAdminToasts } from './use-admin-toasts';

/** '42 s', '5 min', '3 h 2 min', '2 d 4 h': how long something has waited. */
export function formatAge(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** '3,085,117': counts and log positions (bigints, sent as text) with thousands separators. */
export const formatCount = (n: number | string) => BigInt(n).toLocaleString('en-US');

/** A card whose body is a skeleton while loading, and a retry when the figures cannot be read. */
function Section({ title, loading, error, onRetry, children }: { title: string; loading: boolean; error: boolean; onRetry: () => void; children: ReactNode }) {
  let body = children;
  if (loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (error)
    body = (
      <Result
        status="warning"
        title={`The ${title.toLowerCase()} could not be loaded`}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  return (
    <Card title={title} role="region" aria-label={title}>
      {body}
    </Card>
  );
}

/** Queue, job and subscriber names are identifiers: kept on one line, the table scrolls instead. */
function Name({ children }: { children: string }) {
  return (
    <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Typography.Text>
  );
}

/**
 * On a phone a table scrolls sideways inside its card, never the page; the scrolling box takes
 * the keyboard focus so that arrow keys scroll it (a table without buttons has nothing else to focus).
 */
function Scrolling({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="group" aria-label={label} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

type QueueRow = SystemOverview['queues'][number];

const queueColumns: ColumnsType<QueueRow> = [
  { title: 'Queue', dataIndex: 'name', render: (name: string) => <Name>{name}</Name> },
  { title: 'Waiting', dataIndex: 'waiting', align: 'right', render: formatCount },
  { title: 'Active', dataIndex: 'active', align: 'right', render: formatCount },
  { title: 'Delayed', dataIndex: 'delayed', align: 'right', render: formatCount },
  {
    title: 'Failed',
    dataIndex: 'failed',
    align: 'right',
    render: (failed: number) => (failed > 0 ? <Tag color="red">{formatCount(failed)}</Tag> : failed),
  },
];

type JobChoice = 'retry' | 'discard' | null;

function FailedJobActions({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const toasts = useAdminToasts();
  const [choice, setChoice] = useState<JobChoice>(null);
  const label = `${job.queue} job ${job.id}`;
  return (
    <Flex gap={8} wrap>
      <Button size="small" loading={retry.isPending} aria-label={`Retry ${label}`} onClick={() => setChoice('retry')}>
        Retry
      </Button>
      <Button size="small" danger loading={discard.isPending} aria-label={`Discard ${label}`} onClick={() => setChoice('discard')}>
        Discard
      </Button>
      <SystemActionDialog
        open={choice === 'retry'}
        title="Retry this job?"
        explain={`${job.name} runs again now, with its attempts counted afresh.`}
        okText="Retry"
        onConfirm={(reason) => retry.mutateAsync({ job, reason }).then(() => toasts.success('Job queued again'))}
        onClose={() => setChoice(null)}
      />
      <SystemActionDialog
        open={choice === 'discard'}
        title="Discard this job?"
        explain="It is removed for good: its work (a mail, a document) is never done."
        okText="Discard"
        danger
        onConfirm={(reason) => discard.mutateAsync({ job, reason }).then(() => toasts.success('Job discarded'))}
        onClose={() => setChoice(null)}
      />
    </Flex>
  );
}

const failedColumns: ColumnsType<FailedJob> = [
  {
    title: 'Job',
    key: 'job',
    render: (_, job) => (
      <Flex vertical>
        <Name>{job.name}</Name>
        <Typography.Text type="secondary">
          {job.queue} · {job.id}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Error',
    dataIndex: 'error',
    render: (error: string) => (
      <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }} ellipsis={{ rows: 2, expandable: true, symbol: 'more' }}>
        {error}
      </Typography.Paragraph>
    ),
  },
  { title: 'Attempts', dataIndex: 'attemptsMade', align: 'right' },
  // On a phone the table scrolls sideways; the time is the column it can do without.
  { title: 'Failed', dataIndex: 'failedAt', responsive: ['md'], render: (at: string | null) => (at ? formatDateTime(at) : '—') },
  { title: 'Actions', key: 'actions', render: (_, job) => <FailedJobActions job={job} /> },
];

function ReplayProgress({ replay }: { replay: NonNullable<SubscriberStatus['replay']> }) {
  if (replay.state === 'gone') return null;
  if (replay.state === 'failed') return <Typography.Text type="danger">Replay failed: {replay.error}</Typography.Text>;
  const percent = replay.total ? Math.round((replay.done / replay.total) * 100) : replay.state === 'done' ? 100 : 0;
  const text =
    replay.state === 'queued'
      ? 'Replay queued'
      : replay.state === 'running'
        ? `Replaying: ${formatCount(replay.done)} of ${replay.total ? formatCount(replay.total) : '…'} events`
        : `Replayed ${formatCount(replay.done)} events${replay.finishedAt ? ` on ${formatDateTime(replay.finishedAt)}` : ''}`;
  return (
    <Flex vertical gap={2}>
      <Progress percent={percent} size="small" status={replay.state === 'done' ? 'success' : 'active'} aria-label={`Replay of ${replay.jobId}`} />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}

function ReplayAction({ subscriber }: { subscriber: SubscriberStatus }) {
  const replay = useReplaySubscriber();
  const toasts = useAdminToasts();
  const [asking, setAsking] = useState(false);
  const busy = subscriber.replay?.state === 'queued' || subscriber.replay?.state === 'running';
  return (
    <Flex vertical gap={4} style={{ minWidth: 160 }}>
      <Button size="small" disabled={busy} loading={replay.isPending} aria-label={`Replay from the start: ${subscriber.name}`} onClick={() => setAsking(true)}>
        Replay from the start
      </Button>
      <SystemActionDialog
        open={asking}
        title={`Replay ${subscriber.name} from the start?`}
        explain="Its tables are rebuilt from every event of its types, in the worker, and swapped in when done."
        okText="Replay"
        onConfirm={(reason) => replay.mutateAsync({ name: subscriber.name, reason }).then(() => toasts.success('Replay started'))}
        onClose={() => setAsking(false)}
      />
      {subscriber.replay && <ReplayProgress replay={subscriber.replay} />}
    </Flex>
  );
}

const subscriberColumns: ColumnsType<SubscriberStatus> = [
  {
    title: 'Subscriber',
    dataIndex: 'name',
    render: (name: string, s) => (
      <Flex vertical>
        <Name>{name}</Name>
        <Typography.Text type="secondary">{s.events.length === 1 ? '1 event type' : `${s.events.length} event types`}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Position',
    key: 'position',
    // Up to where it has applied every event of its types, against the log's end (the metrics' figures).
    // One line: on a phone the table scrolls sideways rather than stacking the digits.
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, s) => (s.headPosition ? `${formatCount(s.position ?? 0)} of ${formatCount(s.headPosition)}` : 'No events yet'),
  },
  {
    title: 'Lag',
    key: 'lag',
    render: (_, s) =>
      s.lag === 0 ? (
        <Tag color="green">Up to date</Tag>
      ) : (
        <Flex vertical>
          <Tag color="orange">{s.lag === 1 ? '1 event' : `${formatCount(s.lag)} events`}</Tag>
          <Typography.Text type="secondary">oldest {formatAge(s.lagSeconds)}</Typography.Text>
        </Flex>
      ),
  },
  {
    title: 'Last error',
    key: 'lastError',
    render: (_, s) =>
      s.lastError ? (
        <Flex vertical>
          <Typography.Paragraph type="danger" style={{ margin: 0, overflowWrap: 'anywhere' }} ellipsis={{ rows: 2, expandable: true, symbol: 'more' }}>
            {s.lastError}
          </Typography.Paragraph>
          {s.lastErrorAt && <Typography.Text type="secondary">{formatDateTime(s.lastErrorAt)}</Typography.Text>}
        </Flex>
      ) : (
        <Typography.Text type="secondary">None</Typography.Text>
      ),
  },
  { title: 'Replay', key: 'replay', render: (_, s) => <ReplayAction subscriber={s} /> },
];

/**
 * The System tab (super admins, issue 27): a vertical stack of cards, one per part of the
 * machinery. `children` are more cards at the end (the consistency check's, for one).
 */
export function SystemTab({ children }: { children?: ReactNode }) {
  const overview = useSystemOverview();
  const failed = useFailedJobs();
  const data = overview.data;
  const overviewSection = { loading: overview.isLoading, error: overview.isError && !data, onRetry: () => void overview.refetch() };
  return (
    <Flex vertical gap={16}>
      <Section title="Queues" {...overviewSection}>
        <Scrolling label="Jobs per queue">
          <Table<QueueRow> rowKey="name" size="small" pagination={false} columns={queueColumns} dataSource={data?.queues} />
        </Scrolling>
      </Section>
      <Section title="Failed jobs" loading={failed.isLoading} error={failed.isError && !failed.data} onRetry={() => void failed.refetch()}>
        {failed.data?.length ? (
          <Scrolling label="Failed jobs, newest first">
            <Table<FailedJob> rowKey={(job) => `${job.queue}/${job.id}`} size="small" pagination={{ pageSize: 10, hideOnSinglePage: true }} columns={failedColumns} dataSource={failed.data} />
          </Scrolling>
        ) : (
          <Empty description="No failed jobs" />
        )}
      </Section>
      <Section title="Outbox" {...overviewSection}>
        {data && (
          <Flex wrap gap={32}>
            <Figure label="Waiting rows" value={formatCount(data.outbox.waiting)} />
            <Figure label="Not yet queued" value={formatCount(data.outbox.notDispatched)} />
            <Figure label="Oldest waiting" value={data.outbox.waiting ? formatAge(data.outbox.oldestAgeSeconds) : '—'} />
            <Figure label="Gave up" value={formatCount(data.outbox.failed)} />
          </Flex>
        )}
      </Section>
      <Section title="Subscribers" {...overviewSection}>
        {data?.subscribers.length ? (
          <Scrolling label="Integration-event subscribers">
            <Table<SubscriberStatus> rowKey="name" size="small" pagination={false} columns={subscriberColumns} dataSource={data.subscribers} />
          </Scrolling>
        ) : (
          <Empty description="No subscribers: the worker has not started yet" />
        )}
      </Section>
      {children}
    </Flex>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex vertical>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 20 }} aria-label={`${label}: ${value}`}>
        {value}
      </Typography.Text>
    </Flex>
  );
}
