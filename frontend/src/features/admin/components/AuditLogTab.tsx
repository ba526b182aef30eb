import { reasonLabel } from '@crew/contracts/moderation';
import { Empty, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditLogEntry } from '../api/schemas';
import { ActorLabel } from './ActorLabel';
import { AUDIT_ACTION_LABELS } from './labels';

function describe(entry: AuditLogEntry): string {
  const { details } = entry;
  const reason = details.reason as { category?: string; note?: string } | undefined;
  const because = reason?.category ? `${reasonLabel(reason.category)}: ${reason.note ?? ''}` : '';
  if (typeof details.companyName === 'string') return `${details.companyName} (${String(details.to)})`;
  if (typeof details.plan === 'string') return `${details.plan} plan, $${String(details.creditsAdded)} credits`;
  if (typeof details.amount === 'number') return `$${details.amount}`;
  if ('from' in details || 'to' in details) return [`${String(details.from ?? 'none')} → ${String(details.to ?? 'none')}`, because].filter(Boolean).join('. ');
  if (because) return because;
  if (typeof details.note === 'string') return `Note: ${details.note}`;
  return '';
}

/** Beyond the spec: every admin action, who, when, on whom and from where. */
export function AuditLogTab() {
  const { data, isLoading } = useAuditLog();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data?.length) return <Empty description="No admin actions yet" />;
  return (
    <Table<AuditLogEntry>
      rowKey="id"
      dataSource={data}
      scroll={{ x: 820 }}
      pagination={{ pageSize: 25, showSizeChanger: false }}
      columns={[
        { title: 'When', dataIndex: 'occurredAt', key: 'when', render: (value: string) => dayjs(value).format('MMM D, YYYY HH:mm') },
        { title: 'Who', key: 'who', render: (_, entry) => <ActorLabel actor={entry.actor} /> },
        { title: 'Action', key: 'action', render: (_, entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
        {
          title: 'On',
          key: 'on',
          render: (_, entry) => (entry.target.type === 'user' ? entry.target.name : <Typography.Text code>review {entry.target.id.slice(0, 8)}</Typography.Text>),
        },
        { title: 'Details', key: 'details', render: (_, entry) => describe(entry) },
        { title: 'From', dataIndex: 'ip', key: 'ip', render: (value: string | null) => value ?? '' },
      ]}
    />
  );
}
