import { DownloadOutlined } from '@ant-design/icons';
import { ACCOUNT_ACTIVITY_ACTIONS, AUDIT_ACTION_LABELS, auditActionLabel } from '@crew/contracts/audit-log';
import { Alert, Button, DatePicker, Empty, Flex, Input, Pagination, Select, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { AUDIT_PAGE_SIZE, type AuditLogFilter, auditLogCsvUrl, DEFAULT_AUDIT_FILTER, useAuditLog } from '../api/get-audit-log';
import type { AuditLogEntry } from '../api/schemas';
import { AuditDetails } from './AuditDetails';
import { ReviewHistoryDrawer } from './ReviewHistoryDrawer';
import { type StackedColumn, StackedRows, useNarrow } from './StackedRows';
import { UserDetailLink } from './UserDetailLink';

/** The URL's search parameters this tab owns; any other (the dashboard's tab) is kept as it is. */
const FILTER_PARAMS = ['actorId', 'actor', 'action', 'kind', 'from', 'to', 'page'];
const KINDS: Array<{ value: AuditLogFilter['kind']; label: string }> = [
  { value: 'admin', label: 'Admin actions' },
  { value: 'account', label: 'Account activity' },
  { value: 'all', label: 'Everything' },
];

export function auditFilterFromParams(params: URLSearchParams): AuditLogFilter {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    actorId: params.get('actorId'),
    actor: params.get('actor') ?? '',
    actions: params.getAll('action'),
    kind: kind === 'account' || kind === 'all' ? kind : 'admin',
    from: params.get('from'),
    to: params.get('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function withFilter(params: URLSearchParams, filter: AuditLogFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filter.actorId) next.set('actorId', filter.actorId);
  if (filter.actor.trim()) next.set('actor', filter.actor.trim());
  for (const action of filter.actions) next.append('action', action);
  if (filter.kind !== DEFAULT_AUDIT_FILTER.kind) next.set('kind', filter.kind);
  if (filter.from) next.set('from', filter.from);
  if (filter.to) next.set('to', filter.to);
  if (filter.page > 1) next.set('page', String(filter.page));
  return next;
}

const isAccountActivity = (action: string) => ACCOUNT_ACTIVITY_ACTIONS.includes(action);
const actionsOfKind = (kind: AuditLogFilter['kind']) =>
  Object.keys(AUDIT_ACTION_LABELS).filter((action) => kind === 'all' || (kind === 'account') === isAccountActivity(action));

const hasFilters = (filter: AuditLogFilter) =>
  !!(filter.actorId || filter.actor.trim() || filter.actions.length || filter.from || filter.to || filter.kind !== DEFAULT_AUDIT_FILTER.kind);

function Who({ entry }: { entry: AuditLogEntry }) {
  const { actor } = entry;
  if (actor.id === null) return <Typography.Text type="secondary">System</Typography.Text>;
  return (
    <span>
      {/* No email: the account is gone ('Former member'). */}
      <UserDetailLink userId={actor.id} name={actor.name} formerMember={actor.email === null} />
      {entry.kind === 'account' && <Typography.Text type="secondary"> (their own account)</Typography.Text>}
    </span>
  );
}

function Target({ entry, onReview }: { entry: AuditLogEntry; onReview: (id: string) => void }) {
  if (entry.target.type === 'review') {
    return (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onReview(entry.target.id)} aria-label={`Open the history of review ${entry.target.id.slice(0, 8)}`}>
        Review {entry.target.id.slice(0, 8)}
      </Button>
    );
  }
  // A queue's job or a subscriber, acted on from the System tab: named, not linked.
  if (entry.target.type === 'system') return <Typography.Text code>{entry.target.name}</Typography.Text>;
  return <UserDetailLink userId={entry.target.id} name={entry.target.name ?? ''} formerMember={entry.target.formerMember} />;
}

function ActionLabel({ entry }: { entry: AuditLogEntry }) {
  return (
    <span>
      {auditActionLabel(entry.action)}
      {entry.kind === 'account' && (
        <div>
          <Tag color="blue">Account activity</Tag>
        </div>
      )}
    </span>
  );
}

/** The table's columns, as the phone's stacked rows show them. */
const stackedColumns = (onReview: (id: string) => void): Array<StackedColumn<AuditLogEntry>> => [
  { key: 'when', title: 'When', render: (entry) => dayjs(entry.occurredAt).format('MMM D, YYYY HH:mm') },
  { key: 'who', title: 'Who', render: (entry) => <Who entry={entry} /> },
  { key: 'action', title: 'Action', render: (entry) => <ActionLabel entry={entry} /> },
  { key: 'on', title: 'On', render: (entry) => <Target entry={entry} onReview={onReview} /> },
  { key: 'details', title: 'Details', render: (entry) => <AuditDetails action={entry.action} details={entry.details} /> },
  { key: 'ip', title: 'From', render: (entry) => entry.ip ?? '' },
];

/**
 * Beyond the spec: every admin action (and people's own account activity), who, when, on whom
 * and from where. The filters live in the URL, so a filtered view can be linked and reloaded.
 */
export function AuditLogTab() {
  const [params, setParams] = useSearchParams();
  const filter = auditFilterFromParams(params);
  const { data, error, isLoading, isFetching, refetch } = useAuditLog(filter);
  const narrow = useNarrow();
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [actorText, setActorText] = useState(filter.actor);
  useEffect(() => setActorText(filter.actor), [filter.actor]);

  // A new filter starts at page 1; only the pager keeps the rest and moves the page.
  const update = (change: Partial<AuditLogFilter>) => setParams(withFilter(params, { ...filter, page: 1, ...change }));
  const clear = () => setParams(withFilter(params, DEFAULT_AUDIT_FILTER));
  const actorName = filter.actorId ? data?.entries.find((entry) => entry.actor.id === filter.actorId)?.actor.name : undefined;

  const filters = (
    <Flex wrap gap={8} align="center" role="search" aria-label="Filter the audit log">
      <Select
        aria-label="Show"
        value={filter.kind}
        options={KINDS}
        style={{ width: 170 }}
        onChange={(kind: AuditLogFilter['kind']) => update({ kind, actions: filter.actions.filter((a) => actionsOfKind(kind).includes(a)) })}
      />
      <Select
        mode="multiple"
        allowClear
        aria-label="Actions"
        placeholder="Any action"
        value={filter.actions}
        options={actionsOfKind(filter.kind).map((action) => ({ value: action, label: auditActionLabel(action) }))}
        onChange={(actions: string[]) => update({ actions })}
        style={{ minWidth: 200, flex: '1 1 200px' }}
        maxTagCount="responsive"
      />
      {filter.actorId ? (
        <Tag closable onClose={() => update({ actorId: null })} style={{ padding: '4px 8px' }}>
          By {actorName ?? 'one person'}
        </Tag>
      ) : (
        <Input.Search
          aria-label="Admin name or email"
          placeholder="Admin name or email"
          allowClear
          value={actorText}
          onChange={(event) => setActorText(event.target.value)}
          onSearch={(actor) => update({ actor })}
          style={{ width: 230 }}
          maxLength={100}
        />
      )}
      <DatePicker
        aria-label="From day"
        placeholder="From"
        value={filter.from && dayjs(filter.from).isValid() ? dayjs(filter.from) : null}
        disabledDate={(day) => !!filter.to && day.format('YYYY-MM-DD') > filter.to}
        onChange={(day) => update({ from: day ? day.format('YYYY-MM-DD') : null })}
      />
      <DatePicker
        aria-label="To day"
        placeholder="To"
        value={filter.to && dayjs(filter.to).isValid() ? dayjs(filter.to) : null}
        disabledDate={(day) => !!filter.from && day.format('YYYY-MM-DD') < filter.from}
        onChange={(day) => update({ to: day ? day.format('YYYY-MM-DD') : null })}
      />
      {hasFilters(filter) && <Button onClick={clear}>Clear filters</Button>}
    </Flex>
  );

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title="The audit log could not be loaded"
        description={error instanceof ApiError ? error.serverMessage : 'Please try again.'}
        action={
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => void refetch()}>
              Retry
            </Button>
            {hasFilters(filter) && (
              <Button size="small" onClick={clear}>
                Clear filters
              </Button>
            )}
          </Flex>
        }
      />
    );
  } else if (!data?.entries.length) {
    body = <Empty description={hasFilters(filter) ? 'No entries match these filters' : 'No admin actions yet'} />;
  } else if (narrow) {
    body = (
      <Flex vertical gap={12} aria-busy={isFetching}>
        <StackedRows label="Audit log entries, newest first" rows={data.entries} rowKey={(entry) => entry.id} columns={stackedColumns(setReviewId)} />
        <Pagination align="end" simple current={filter.page} pageSize={AUDIT_PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={(page) => setParams(withFilter(params, { ...filter, page }))} />
      </Flex>
    );
  } else {
    body = (
      <Table<AuditLogEntry>
        rowKey="id"
        dataSource={data.entries}
        loading={isFetching}
        scroll={{ x: 900 }}
        pagination={{
          current: filter.page,
          pageSize: AUDIT_PAGE_SIZE,
          total: data.total,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${total === 1 ? 'entry' : 'entries'}`,
          onChange: (page) => setParams(withFilter(params, { ...filter, page })),
        }}
        columns={[
          { title: 'When', dataIndex: 'occurredAt', key: 'when', width: 150, render: (value: string) => dayjs(value).format('MMM D, YYYY HH:mm') },
          { title: 'Who', key: 'who', render: (_, entry) => <Who entry={entry} /> },
          { title: 'Action', key: 'action', render: (_, entry) => <ActionLabel entry={entry} /> },
          { title: 'On', key: 'on', render: (_, entry) => <Target entry={entry} onReview={setReviewId} /> },
          { title: 'Details', key: 'details', render: (_, entry) => <AuditDetails action={entry.action} details={entry.details} /> },
          { title: 'From', dataIndex: 'ip', key: 'ip', render: (value: string | null) => value ?? '' },
        ]}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      {filters}
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Text type="secondary">Days are whole days in UTC; times are shown in your time zone.</Typography.Text>
        <Button icon={<DownloadOutlined />} href={auditLogCsvUrl(filter)} download>
          Export CSV
        </Button>
      </Flex>
      {body}
      <ReviewHistoryDrawer reviewId={reviewId} onClose={() => setReviewId(null)} />
    </Flex>
  );
}
