import { FilterOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Checkbox, Empty, Flex, Grid, Input, Pagination, Result, Select, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type BulkAction, type BulkOutcome, useDecideReviewsInBulk, useSuspendUsers } from '../api/admin-actions';
import { REVIEWS_PAGE_SIZE, type ReviewFilterKey, reviewFilterFrom, useReviewPage } from '../api/get-reviews';
import { DecisionDialog } from './DecisionDialog';
import { FRAUD_RULE_LABELS } from './labels';
import { ReviewCard } from './ReviewCard';
import type { ReviewActionHandlers } from './ReviewActions';
import { useAdminToasts } from './use-admin-toasts';

const ANY = '';
const SORTS = [
  { value: ANY, label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'most-signals', label: 'Most fraud signals' },
  { value: 'lowest-rating', label: 'Lowest rating' },
];
type QueueAction = BulkAction | 'suspend';
const BULK_COPY: Record<QueueAction, { label: string; title: string; explain: string; danger?: boolean; category?: 'confirmed-genuine' }> = {
  'clear-flag': { label: 'Clear flags', title: 'Clear flags', explain: 'The flags were unfounded. Reviews that are not flagged are left as they are.', category: 'confirmed-genuine' },
  verify: { label: 'Verify', title: 'Verify reviews', explain: 'You vouch for these reviews: they show as verified and any flag is cleared.', category: 'confirmed-genuine' },
  delete: { label: 'Delete', title: 'Delete reviews', explain: 'Delete these reviews? This action cannot be undone. Their history is kept.', danger: true },
  suspend: {
    label: 'Suspend reviewers',
    title: 'Suspend reviewers',
    explain: 'Suspend the people who wrote them? They are signed out, cannot sign in or be found, and every review they wrote stops counting and showing. Nothing is deleted.',
    danger: true,
  },
};

interface ReviewQueueProps extends ReviewActionHandlers {
  suspiciousOnly: boolean;
}

/**
 * A moderation queue (All Reviews or Suspicious Reviews): paged, filtered and sorted on the
 * server, with the filters in the URL so a view can be linked and reloaded, and bulk decisions
 * with one reason for the selected reviews.
 */
export function ReviewQueue({ suspiciousOnly, ...handlers }: ReviewQueueProps) {
  const [params, setParams] = useSearchParams();
  const filter = reviewFilterFrom(params);
  const { data, isLoading, isFetching, isError, refetch } = useReviewPage(suspiciousOnly, filter);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<QueueAction | null>(null);
  const [refused, setRefused] = useState<BulkOutcome[]>([]);
  const decideInBulk = useDecideReviewsInBulk();
  const suspendUsers = useSuspendUsers();
  const toasts = useAdminToasts();
  const page = Number(filter.page ?? 1);
  const active = Object.keys(filter).filter((key) => key !== 'page' && key !== 'sort').length;
  const filtered = active > 0;
  // On a phone the filters fold behind one button, so the reviews are on the first screen.
  const phone = !Grid.useBreakpoint().md;
  const [showFilters, setShowFilters] = useState(false);
  const wide = (width: number) => (phone ? { width: '100%' } : { width });

  // A new page or filter starts a new selection: nothing hidden stays selected.
  const pageKey = JSON.stringify(filter);
  useEffect(() => setSelected(new Set()), [pageKey, suspiciousOnly]);

  function change(key: ReviewFilterKey, value: string | undefined) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  function clearFilters() {
    setParams(
      (previous) => {
        const next = new URLSearchParams();
        const tab = previous.get('tab');
        if (tab) next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }

  const reviews = data?.reviews ?? [];
  const allSelected = reviews.length > 0 && reviews.every((review) => selected.has(review.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const filterBar = (
    <Flex wrap gap={8} role="search" aria-label="Filter reviews" id="review-filters" vertical={phone}>
      <Select aria-label="Sort reviews" value={filter.sort ?? ANY} onChange={(value) => change('sort', value)} options={SORTS} style={wide(180)} />
      <Select
        aria-label="Fraud rule"
        value={filter.rule ?? ANY}
        onChange={(value) => change('rule', value)}
        options={[{ value: ANY, label: 'Any fraud rule' }, ...Object.entries(FRAUD_RULE_LABELS).map(([value, label]) => ({ value, label }))]}
        style={wide(240)}
      />
      <Select
        aria-label="Number of signals"
        value={filter.minSignals ?? ANY}
        onChange={(value) => change('minSignals', value)}
        options={[{ value: ANY, label: 'Any number of signals' }, ...['1', '2', '3'].map((n) => ({ value: n, label: `${n} or more signals` }))]}
        style={wide(200)}
      />
      <Select
        aria-label="Signals that flag"
        value={filter.minFlags ?? ANY}
        onChange={(value) => change('minFlags', value)}
        options={[{ value: ANY, label: 'Flags or warnings' }, { value: '1', label: 'At least one flag' }, { value: '2', label: 'Two or more flags' }]}
        style={wide(180)}
      />
      <Select
        aria-label="Status"
        value={filter.status ?? ANY}
        onChange={(value) => change('status', value)}
        options={[{ value: ANY, label: 'Any status' }, { value: 'pending', label: 'Pending' }, { value: 'confirmed', label: 'Confirmed' }]}
        style={wide(140)}
      />
      <Select
        aria-label="Verified"
        value={filter.verified ?? ANY}
        onChange={(value) => change('verified', value)}
        options={[{ value: ANY, label: 'Verified or not' }, { value: 'true', label: 'Verified' }, { value: 'false', label: 'Not verified' }]}
        style={wide(160)}
      />
      <Input.Search
        allowClear
        aria-label="Reviewer name or email"
        placeholder="Reviewer name or email"
        defaultValue={filter.reviewer}
        key={filter.reviewer ?? ''}
        maxLength={100}
        onSearch={(value) => change('reviewer', value.trim() || undefined)}
        style={phone ? { width: '100%' } : { flex: '1 1 200px', maxWidth: 280 }}
      />
      <Input.Search
        allowClear
        aria-label="Reviewee name or email"
        placeholder="Reviewee name or email"
        defaultValue={filter.reviewee}
        key={`reviewee-${filter.reviewee ?? ''}`}
        maxLength={100}
        onSearch={(value) => change('reviewee', value.trim() || undefined)}
        style={phone ? { width: '100%' } : { flex: '1 1 200px', maxWidth: 280 }}
      />
      <Flex gap={8} align="center" wrap>
        <label htmlFor="reviews-from">
          <Typography.Text type="secondary">From</Typography.Text>
        </label>
        <Input id="reviews-from" type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => change('from', event.target.value || undefined)} style={{ width: 160 }} />
        <label htmlFor="reviews-to">
          <Typography.Text type="secondary">to</Typography.Text>
        </label>
        <Input id="reviews-to" type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => change('to', event.target.value || undefined)} style={{ width: 160 }} />
      </Flex>
      {(filtered || filter.sort) && <Button onClick={clearFilters}>Clear filters</Button>}
    </Flex>
  );
  const filters = phone ? (
    <Flex vertical gap={8}>
      <Badge count={active} size="small" offset={[-4, 4]}>
        <Button icon={<FilterOutlined aria-hidden />} aria-expanded={showFilters} aria-controls="review-filters" onClick={() => setShowFilters(!showFilters)}>
          {showFilters ? 'Hide filters' : 'Filters and sorting'}
        </Button>
      </Badge>
      {showFilters && filterBar}
    </Flex>
  ) : (
    filterBar
  );

  let body: ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError)
    body = (
      <Result
        status="warning"
        title="The reviews could not be loaded"
        extra={
          <Button type="primary" onClick={() => refetch()}>
            Retry
          </Button>
        }
      />
    );
  else if (!reviews.length && suspiciousOnly && !filtered) body = <Result status="success" title="No Suspicious Reviews" subTitle="Nothing is waiting for a decision." />;
  else if (!reviews.length) body = <Empty description={filtered ? 'No reviews match these filters' : 'No reviews yet'} />;
  else
    body = (
      <Flex vertical gap={12} role="list" aria-label={suspiciousOnly ? 'Suspicious reviews' : 'Reviews'} aria-busy={isFetching}>
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            highRisk={suspiciousOnly}
            deleteText={suspiciousOnly ? 'Delete this suspicious review?' : 'Delete this review? This action cannot be undone.'}
            selected={selected.has(review.id)}
            onSelect={(on) => toggle(review.id, on)}
            {...handlers}
          />
        ))}
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      {filters}
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Text type="secondary" aria-live="polite">
          {data ? `${data.total} ${data.total === 1 ? 'review' : 'reviews'}` : ''}
        </Typography.Text>
        {reviews.length > 0 && (
          <Checkbox checked={allSelected} indeterminate={!allSelected && selected.size > 0} onChange={(event) => setSelected(event.target.checked ? new Set(reviews.map((r) => r.id)) : new Set())}>
            Select all on this page
          </Checkbox>
        )}
      </Flex>
      {selected.size > 0 && (
        <Flex wrap gap={8} align="center" role="toolbar" aria-label="Bulk actions" style={{ position: 'sticky', top: 0, zIndex: 2, padding: 8, background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
          <Typography.Text strong>{selected.size} selected</Typography.Text>
          {(Object.keys(BULK_COPY) as QueueAction[]).map((action) => (
            <Button key={action} danger={BULK_COPY[action].danger} onClick={() => setBulk(action)}>
              {BULK_COPY[action].label}
            </Button>
          ))}
          <Button type="link" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </Flex>
      )}
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          title={`${refused.length} ${refused.length === 1 ? 'review was' : 'reviews were'} not changed`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.map((outcome) => (
                <li key={outcome.reviewId}>{outcome.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {body}
      {(data?.total ?? 0) > REVIEWS_PAGE_SIZE && (
        <Pagination align="end" current={page} pageSize={REVIEWS_PAGE_SIZE} total={data?.total ?? 0} onChange={(next) => change('page', next > 1 ? String(next) : undefined)} showSizeChanger={false} />
      )}
      <DecisionDialog
        open={bulk !== null}
        title={bulk ? BULK_COPY[bulk].title : ''}
        explain={bulk ? `${selected.size} selected. ${BULK_COPY[bulk].explain} One reason is recorded for each.` : ''}
        okText={bulk ? BULK_COPY[bulk].label : ''}
        danger={bulk ? BULK_COPY[bulk].danger : false}
        defaultCategory={bulk ? BULK_COPY[bulk].category : undefined}
        onClose={() => setBulk(null)}
        onConfirm={async (reason) => {
          if (!bulk) return;
          if (bulk === 'suspend') {
            const reviewerIds = [...new Set(reviews.filter((review) => selected.has(review.id)).map((review) => review.reviewerId))];
            const suspended = await suspendUsers.mutateAsync({ userIds: reviewerIds, reason });
            setSelected(new Set());
            toasts.success(`${suspended.length} ${suspended.length === 1 ? 'reviewer' : 'reviewers'} suspended`);
            return;
          }
          const outcomes = await decideInBulk.mutateAsync({ action: bulk, reviewIds: [...selected], reason });
          const done = outcomes.filter((outcome) => outcome.ok).length;
          setRefused(outcomes.filter((outcome) => !outcome.ok));
          setSelected(new Set());
          toasts.success(`${done} ${done === 1 ? 'review' : 'reviews'} updated`);
        }}
      />
    </Flex>
  );
}
