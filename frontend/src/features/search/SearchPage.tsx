import type { ReactNode } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Input, Result, Row, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { access } from '../../app/access';
import { useUser } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { useHandleUnauthorized } from '../../lib/unauthorized';
import { EMPTY_FILTERS, type CrewSearchResult, type SearchFilters } from './api/schemas';
import { SearchError, useSearchCrew } from './api/search-crew';
import { CrewCard } from './components/CrewCard';
import { CrewProfileDialog } from './components/CrewProfileDialog';
import { PlanCards } from './components/PlanCards';
import { SearchFiltersPanel } from './components/SearchFiltersPanel';

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
          extra={<Link to="/employer"><Button type="primary">Choose Your Plan</Button></Link>}
        />
        <PlanCards />
      </Flex>
    );
  }
  return <CrewSearch contactAction={contactAction} verifyAction={verifyAction} />;
}

interface CrewActions {
  contactAction?: (crewId: string) => ReactNode;
  verifyAction?: (crewId: string) => ReactNode;
}

function CrewSearch({ contactAction, verifyAction }: CrewActions) {
  const [draft, setDraft] = useState<SearchFilters>(EMPTY_FILTERS);
  const [submitted, setSubmitted] = useState<SearchFilters>(EMPTY_FILTERS);
  // The search runs once on entry and whenever the counter increases (spec section 2).
  const [counter, setCounter] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [viewing, setViewing] = useState<CrewSearchResult | null>(null);
  const search = useSearchCrew(submitted, counter, true);
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const more = useRef<HTMLDivElement>(null);

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
      if (entries.some((e) => e.isIntersecting) && search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [search]);

  const runSearch = () => {
    setSubmitted(draft);
    setCounter((c) => c + 1);
  };
  const results = search.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>Search Crew</Typography.Title>
      <Card>
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <Input
              aria-label="Search crew"
              placeholder="Search by name, position, skills or certificates..."
              prefix={<SearchOutlined aria-hidden />}
              value={draft.query}
              onChange={(e) => setDraft({ ...draft, query: e.target.value })}
              onPressEnter={runSearch}
            />
            <Button type="primary" onClick={runSearch} loading={search.isFetching && !search.isFetchingNextPage}>Search</Button>
          </Flex>
          <SearchFiltersPanel filters={draft} onChange={setDraft} open={filtersOpen} onOpenChange={setFiltersOpen} />
        </Flex>
      </Card>
      {search.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : results.length === 0 && !search.error ? (
        <Empty description={<Flex vertical gap={4}><Typography.Title level={4} style={{ margin: 0 }}>No Results Found</Typography.Title><Typography.Text type="secondary">Try different words or fewer filters.</Typography.Text></Flex>}>
          <Button onClick={() => setFiltersOpen(true)}>Adjust Filters</Button>
        </Empty>
      ) : (
        <Row gutter={[16, 16]}>
          {results.map((crew) => (
            <Col key={crew.id} xs={24} lg={12}>
              <CrewCard crew={crew} onView={() => setViewing(crew)} contact={contactAction?.(crew.id)} />
            </Col>
          ))}
        </Row>
      )}
      {search.hasNextPage && (
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
