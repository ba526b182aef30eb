import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/dates';
import { useContactRequests } from '../api/contact-requests';
import type { ContactRequest } from '../api/schemas';
import { CompanyTrustTag } from './CompanyTrustTag';
import { conversationPath } from './ContactCrewButton';
import { CrewAnswerActions } from './CrewAnswerActions';
import { COMPANY_TYPE_LABELS, ContactStatusTag, offerLine } from './labels';

function ReceivedRequest({ request, last }: { request: ContactRequest; last: boolean }) {
  const offer = offerLine(request);
  return (
    <li style={{ listStyle: 'none', padding: '12px 0', borderBottom: last ? 'none' : '1px solid #f0f0f0' }} aria-label={`Contact request from ${request.company.name}`}>
      <Flex vertical gap={6}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Flex wrap gap={6} align="center" style={{ minWidth: 0 }}>
            <Typography.Text strong>{request.company.name}</Typography.Text>
            {request.company.type && <Tag>{COMPANY_TYPE_LABELS[request.company.type]}</Tag>}
            <CompanyTrustTag verified={request.company.verified} />
          </Flex>
          <Typography.Text type="secondary">{formatDate(request.createdAt)}</Typography.Text>
        </Flex>
        {offer && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{offer}</Typography.Text>}
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} ellipsis={{ rows: 3, expandable: true, symbol: 'more' }}>
          {request.message}
        </Typography.Paragraph>
        <Flex wrap gap={8} align="center">
          {request.status !== 'pending' && <ContactStatusTag status={request.status} />}
          <CrewAnswerActions request={request} />
          <Link to={conversationPath(request.id)}>{request.status === 'accepted' ? 'Open conversation' : 'View conversation'}</Link>
        </Flex>
      </Flex>
    </li>
  );
}

/**
 * Dashboard card for crew: employers who found them in search and wrote to them. Accepting
 * shares the crew member's email and opens the conversation; declining keeps it private;
 * consent given can be withdrawn. Shown once a request has arrived.
 */
export function ContactRequestsCard() {
  const { data, isLoading, isError, refetch, isRefetching } = useContactRequests();
  if (isError) {
    return (
      <Card title="Contact Requests">
        <LoadError title="Your contact requests could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />
      </Card>
    );
  }
  if (!isLoading && !data?.length) return null;
  return (
    <Card title="Contact Requests">
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <ul style={{ margin: 0, padding: 0 }} aria-label="Contact requests">
          {data!.map((request, index) => (
            <ReceivedRequest key={request.id} request={request} last={index === data!.length - 1} />
          ))}
        </ul>
      )}
    </Card>
  );
}
