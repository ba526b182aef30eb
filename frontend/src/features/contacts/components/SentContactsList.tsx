import { MailOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/dates';
import { useContactRequests } from '../api/contact-requests';
import type { ContactRequest } from '../api/schemas';
import { conversationPath } from './ContactCrewButton';
import { ContactStatusTag, offerLine } from './labels';

/** 'You: …' or 'Casey: …': who wrote the latest message. */
function lastMessageText(c: ContactRequest) {
  const who = c.lastMessage.from === 'employer' ? 'You' : c.crew.name.split(' ')[0];
  return `${who}: ${c.lastMessage.message}`;
}

function Conversation({ contact, last }: { contact: ContactRequest; last: boolean }) {
  const offer = offerLine(contact);
  return (
    <li aria-label={contact.crew.name} style={{ listStyle: 'none', padding: '12px 0', borderBottom: last ? 'none' : '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Link to={conversationPath(contact.id)} style={{ fontWeight: 600 }}>
            {contact.crew.name}
          </Link>
          {offer && (
            <Typography.Text style={{ overflowWrap: 'anywhere' }} ellipsis={{ tooltip: offer }}>
              {offer}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" ellipsis={{ tooltip: contact.lastMessage.message }}>
            {lastMessageText(contact)}
          </Typography.Text>
          {contact.crew.email && (
            <Typography.Link href={`mailto:${contact.crew.email}`} ellipsis>
              <MailOutlined aria-hidden /> {contact.crew.email}
            </Typography.Link>
          )}
        </Flex>
        <Flex gap={12} align="center">
          <Typography.Text type="secondary">{formatDate(contact.lastMessage.createdAt)}</Typography.Text>
          <ContactStatusTag status={contact.status} />
        </Flex>
      </Flex>
    </li>
  );
}

/**
 * The Employer page's Contacts tab: one row per conversation (a new request after a decline is
 * a new conversation), latest activity first, each leading to its thread; the crew member's
 * email only while they consent.
 */
export function SentContactsList() {
  const { data, isLoading, isError, refetch, isRefetching } = useContactRequests();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <LoadError title="Your contacts could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!data?.length) return <Typography.Text type="secondary">No contacts yet</Typography.Text>;
  return (
    <ul style={{ margin: 0, padding: 0 }} aria-label="Contacts">
      {data.map((contact, index) => (
        <Conversation key={contact.id} contact={contact} last={index === data.length - 1} />
      ))}
    </ul>
  );
}
