import { MailOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Typography } from 'antd';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/dates';
import { useContactRequests } from '../api/contact-requests';
import { ContactStatusTag } from './labels';

/** The Employer page's Contacts tab: every request sent, with the crew member's email once they accepted. */
export function SentContactsList() {
  const { data, isLoading, isError, refetch, isRefetching } = useContactRequests();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <LoadError title="Your contacts could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!data?.length) return <Typography.Text type="secondary">No contacts yet</Typography.Text>;
  return (
    <ul style={{ margin: 0, padding: 0 }} aria-label="Contacts">
      {data.map((request, index) => (
        <li
          key={request.id}
          aria-label={request.crew.name}
          style={{ listStyle: 'none', padding: '12px 0', borderBottom: index === data.length - 1 ? 'none' : '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <Flex wrap gap={12} align="center" justify="space-between">
            <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Typography.Text strong>{request.crew.name}</Typography.Text>
              <Typography.Text type="secondary" ellipsis={{ tooltip: request.message }}>
                {request.message}
              </Typography.Text>
              {request.crew.email && (
                <Typography.Link href={`mailto:${request.crew.email}`}>
                  <MailOutlined /> {request.crew.email}
                </Typography.Link>
              )}
            </Flex>
            <Flex gap={12} align="center">
              <Typography.Text type="secondary">{formatDate(request.createdAt)}</Typography.Text>
              <ContactStatusTag status={request.status} />
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
