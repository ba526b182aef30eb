import type { ReactNode } from 'react';
import { ADVANCED_SEARCH_FILTERS, planAllows } from '@crew/contracts/plans';
import { lockedFilters, lockedFiltersMessage } from '@crew/contracts/search-filters';
import { SEARCH_QUERY_MAX, SEARCH_SORTS, type SearchSort } from '@crew/contracts/search-values';
import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Input, Result, Row, Select, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { access } from '../../app/access';
import { ApiError } from '../../lib/api-client';
import { useUser } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { useHandleUnauthorized } from '../../lib/unauthorized';
import type { CrewSearchResult, SearchFilters } from './api/schemas';
import { SearchError, useSearchCount, useSearchCrew, type ResultCount } from './api/search-crew';
import { clearedFilters, filtersFromParams, paramsFromFilters, usedFilters, withoutFilters } from './api/search-params';
import { ActiveFilters } from './components/ActiveFilters';
import { CrewCard } from './components/CrewCard';
import { CrewProfileDialog } from './components/CrewProfileDialog';
import { PlanCards } from './components/PlanCards';
import { SavedSearches } from './components/SavedSearches';
import { type ChangeMode, SearchFiltersPanel, UPGRADE_PATH } from './components/SearchFiltersPanel';

/** How long typing pauses before a text change applies. */
export const TYPING_DEBOUNCE_MS = 400;
/** From here on the text box says how much room is left. */
const QUERY_HINT_FROM = SEARCH_QUERY_MAX - 20;

/**
 * Crew search (spec section 2): the two gates, then search box, filters, results, more on scroll.
 * `contactAction` renders the Contact button for a crew member and `verifyAction` the profile
 * dialog's Verify button (the route composes them from the contacts and reports features:
 * features never import each other).
 */
export default function SearchPage({ contactAction, verifyAction }: CrewActions) {
  const { user } = useUser();
  const can = access(user ?? null);
  if (!can.isEmployer) {
    return (
      <Result
        status="403"
        title="Employer Access Required"
        subTitle="Crew search is available to employer and agency accounts."
        extra={<Link to="/employer"><Button type="primary">Upgrade to Employer Account</Button></Link>}
      />
    );
  }
  if (!can.hasActiveSubscription) {
    return (
      <Flex vertical gap={24}>
        <Result
          status="info"
          title="Premium Subscription Required"
          subTitle="An active Basic, Professional or Enterprise plan lets you search crew."
          extra={<Link to={UPGRADE_PATH}><Button type="primary">Choose Your Plan</Button></Link>}
        />
        <PlanCards />
      </Flex>
    );
  }
  return <CrewSearch plan={user?.subscriptionPlan ?? null} contactAction={contactAction} verifyAction={verifyAction} />;
}

interface CrewActions {
  contactAction?: (crewId: string) => ReactNode;
  verifyAction?: (crewId: string) => ReactNode;
}

/** '23 crew found', '1 crew member found', '1,000+ crew found'. */
export function resultCountText({ total, capped }: ResultCount): string {
  const number = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return total === 1 && !capped ? '1 crew member found' : `${number} crew found`;
}

/** The order shown: relevance only with text; without a choice, relevance with text, else rating. */
const shownSort = (filters: SearchFilters): SearchSort => (filters.query.trim() ? (filters.sort ?? 'relevance') : filters.sort && filters.sort !== 'relevance' ? filters.sort : 'rating');

/**
 * The search lives in the address (`?query=…&position=…`), so a reload or a shared link shows
 * the same search and Back returns to the previous one. Choices apply at once; typing applies
 * once it pauses (TYPING_DEBOUNCE_MS). Filters the plan does not include are never sent.
 */
function CrewSearch({ plan, contactAction, verifyAction }: CrewActions & { plan: string | null }) {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const written = useRef(paramsFromFilters(applied).toString());
  const typing = useRef<number | undefined>(undefined);
  // Pressing Search runs the search again even when nothing changed (spec: the search counter).
  const [counter, setCounter] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(() => usedFilters(applied).length > 0);
  const [viewing, setViewing] = useState<CrewSearchResult | null>(null);
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const more = useRef<HTMLDivElement>(null);

  const planLocked = useMemo(() => lockedFilters(plan, ADVANCED_SEARCH_FILTERS), [plan]);
  const lockedInUse = lockedFilters(plan, usedFilters(applied));
  const sent = useMemo(() => withoutFilters(applied, lockedFilters(plan, usedFilters(applied))), [applied, plan]);
  const search = useSearchCrew(sent, counter, true, keepPreviousData);
  // The count comes on its own, beside the results (it may read more of the directory than a page).
  const counted = useSearchCount(sent, counter);

  // The address changed from outside (Back, a saved search, a link): the inputs follow it.
  useEffect(() => {
    const now = paramsFromFilters(applied).toString();
    if (now === written.current) return;
    written.current = now;
    window.clearTimeout(typing.current);
    setDraft(applied);
  }, [applied]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const commit = useCallback(
    (next: SearchFilters) => {
      window.clearTimeout(typing.current);
      const nextParams = paramsFromFilters(next);
      if (nextParams.toString() === written.current) return;
      written.current = nextParams.toString();
      setParams(nextParams);
    },
    [setParams],
  );
  const change = (next: SearchFilters, mode: ChangeMode) => {
    setDraft(next);
    window.clearTimeout(typing.current);
    if (mode === 'now') commit(next);
    else typing.current = window.setTimeout(() => commit(next), TYPING_DEBOUNCE_MS);
  };
  const runSearch = () => {
    commit(draft);
    setCounter((c) => c + 1);
  };

  useEffect(() => {
    if (!search.error || handleUnauthorized(search.error)) return;
    const status = search.error instanceof SearchError && search.error.statusText ? search.error.statusText : search.error.message;
    toast({ title: `Failed to search: ${status}`, variant: 'destructive' });
  }, [search.error, toast, handleUnauthorized]);

  // More results as the employer scrolls to the end of the list.
  useEffect(() => {
    const node = more.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && search.hasNextPage && !search.isFetchingNextPage && !search.isFetchNextPageError) void search.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [search]);

  const results = search.data?.pages.flatMap((p) => p.results) ?? [];
  const count = counted.data ?? null;
  const failed = search.isError && !search.isFetchNextPageError;
  const updating = search.isPlaceholderData && search.isFetching;
  const queryLength = draft.query.length;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>Search Crew</Typography.Title>
      <Card>
        <Flex vertical gap={12}>
          <Flex vertical gap={4}>
            <Flex gap={8}>
              <Input
                aria-label="Search crew"
                aria-describedby={queryLength >= QUERY_HINT_FROM ? 'search-query-hint' : undefined}
                placeholder="Search by name, position, certificate or code (e.g. STCW II/2)..."
                prefix={<SearchOutlined aria-hidden />}
                allowClear
                maxLength={SEARCH_QUERY_MAX}
                value={draft.query}
                onChange={(e) => change({ ...draft, query: e.target.value }, e.type === 'change' ? 'typing' : 'now')}
                onPressEnter={runSearch}
              />
              <Button type="primary" onClick={runSearch} loading={search.isFetching && !search.isFetchingNextPage}>Search</Button>
            </Flex>
            {queryLength >= QUERY_HINT_FROM && (
              <Typography.Text id="search-query-hint" type={queryLength >= SEARCH_QUERY_MAX ? 'warning' : 'secondary'} aria-live="polite">
                {queryLength >= SEARCH_QUERY_MAX
                  ? `A search is at most ${SEARCH_QUERY_MAX} characters: try fewer, more telling words.`
                  : `${queryLength}/${SEARCH_QUERY_MAX} characters`}
              </Typography.Text>
            )}
          </Flex>
          <SearchFiltersPanel filters={draft} onChange={change} open={filtersOpen} onOpenChange={setFiltersOpen} locked={planLocked} />
          <ActiveFilters filters={applied} locked={lockedInUse} onChange={(next) => change(next, 'now')} onClearAll={() => change(clearedFilters(draft), 'now')} />
          {lockedInUse.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={`${lockedFiltersMessage(lockedInUse)}: not applied.`}
              action={
                <Flex gap={8} wrap>
                  <Link to={UPGRADE_PATH}>Upgrade</Link>
                  <Button size="small" onClick={() => change(withoutFilters(draft, lockedInUse), 'now')}>Remove</Button>
                </Flex>
              }
            />
          )}
        </Flex>
      </Card>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Text strong aria-live="polite" data-testid="result-count">
          {count && !failed && !search.isPlaceholderData ? resultCountText(count) : ''}
        </Typography.Text>
        <Flex wrap gap={8} align="center">
          <Flex gap={8} align="center">
            <Typography.Text id="search-sort-label">Sort by</Typography.Text>
            <Select
              aria-labelledby="search-sort-label"
              value={shownSort(applied)}
              style={{ minWidth: 150 }}
              onChange={(sort: SearchSort) => change({ ...draft, sort }, 'now')}
              options={SEARCH_SORTS.map((s) => ({ value: s.value, label: s.label, disabled: s.value === 'relevance' && !applied.query.trim() }))}
            />
          </Flex>
          <SavedSearches filters={applied} canSave={planAllows(plan, 'savedSearches')} onRun={(next) => change(next, 'now')} />
        </Flex>
      </Flex>
      {search.isPending && !search.isPlaceholderData ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : failed ? (
        <Result
          status="warning"
          title="The search did not work"
          subTitle={search.error instanceof ApiError && search.error.status === 403 ? search.error.serverMessage : 'Please check your connection and try again.'}
          extra={<Button type="primary" onClick={() => void search.refetch()} loading={search.isFetching}>Retry</Button>}
        />
      ) : results.length === 0 ? (
        <Empty description={<Flex vertical gap={4}><Typography.Title level={4} style={{ margin: 0 }}>No Results Found</Typography.Title><Typography.Text type="secondary">Try different words or fewer filters.</Typography.Text></Flex>}>
          <Flex gap={8} justify="center" wrap>
            <Button onClick={() => setFiltersOpen(true)}>Adjust Filters</Button>
            {usedFilters(applied).length > 0 && <Button type="link" onClick={() => change(clearedFilters(draft), 'now')}>Clear all filters</Button>}
          </Flex>
        </Empty>
      ) : (
        <Row gutter={[16, 16]} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={updating}>
          {results.map((crew) => (
            <Col key={crew.id} xs={24} lg={12}>
              <CrewCard crew={crew} onView={() => setViewing(crew)} contact={contactAction?.(crew.id)} />
            </Col>
          ))}
        </Row>
      )}
      {search.isFetchNextPageError && (
        <Alert
          type="warning"
          showIcon
          title="More results could not be loaded."
          action={<Button size="small" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>Retry</Button>}
        />
      )}
      {search.hasNextPage && !failed && !search.isFetchNextPageError && (
        <Flex ref={more} justify="center">
          <Button onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>Load more</Button>
        </Flex>
      )}
      <CrewProfileDialog
        crew={viewing}
        onClose={() => setViewing(null)}
        contact={viewing ? contactAction?.(viewing.id) : undefined}
        verify={viewing ? verifyAction?.(viewing.id) : undefined}
      />
    </Flex>
  );
}
