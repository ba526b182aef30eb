import { CheckOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { UNVERIFIED_COMPANY, UNVERIFIED_COMPANY_EXPLAINED, VERIFIED_COMPANY } from '@crew/contracts/companies';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useContactRequests, useRespondContactRequest } from '../api/contact-requests';
import type { ContactRequest } from '../api/schemas';
import { COMPANY_TYPE_LABELS, ContactStatusTag } from './labels';

function ReceivedRequest({ request, last }: { request: ContactRequest; last: boolean }) {
  const respond = useRespondContactRequest();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const answer = (status: 'accepted' | 'declined') =>
    respond.mutate(
      { id: request.id, status },
      {
        onSuccess: () =>
          toast(
            status === 'accepted'
              ? { title: 'Contact request accepted', description: `${request.company.name} can now see your email address.` }
              : { title: 'Contact request declined', description: 'Your details stay private.' },
          ),
        onError: (error) => {
          if (!handleUnauthorized(error)) toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : 'Please try again.', variant: 'destructive' });
        },
      },
    );
  return (
    <li style={{ listStyle: 'none', padding: '12px 0', borderBottom: last ? 'none' : '1px solid #f0f0f0' }} aria-label={`Contact request from ${request.company.name}`}>
      <Flex vertical gap={6}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Flex wrap gap={6} align="center">
            <Typography.Text strong>{request.company.name}</Typography.Text>
            {request.company.type && <Tag>{COMPANY_TYPE_LABELS[request.company.type]}</Tag>}
            {request.company.verified ? (
              <Tag color="green" icon={<SafetyCertificateOutlined />}>
                {VERIFIED_COMPANY}
              </Tag>
            ) : (
              // Until its domain address or licence is checked, crew do not take the name on trust (DESIGN.md, "Companies").
              <Tag color="gold" icon={<WarningOutlined />} title={UNVERIFIED_COMPANY_EXPLAINED}>
                {UNVERIFIED_COMPANY}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary">{formatDate(request.createdAt)}</Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }} ellipsis={{ rows: 3, expandable: true, symbol: 'more' }}>
          {request.message}
        </Typography.Paragraph>
        {request.status === 'pending' ? (
          <Flex gap={8}>
            <Button type="primary" size="small" icon={<CheckOutlined />} loading={respond.isPending && respond.variables?.status === 'accepted'} disabled={respond.isPending} onClick={() => answer('accepted')}>
              Accept
            </Button>
            <Button size="small" loading={respond.isPending && respond.variables?.status === 'declined'} disabled={respond.isPending} onClick={() => answer('declined')}>
              Decline
            </Button>
          </Flex>
        ) : (
          <div>
            <ContactStatusTag status={request.status} />
          </div>
        )}
      </Flex>
    </li>
  );
}

/**
 * Dashboard card for crew: employers who found them in search and asked to get in touch.
 * Accepting shares the crew member's email with that employer; declining keeps it private.
 */
export function ContactRequestsCard() {
  const { data, isLoading } = useContactRequests();
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
