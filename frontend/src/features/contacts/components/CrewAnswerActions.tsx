import { CheckOutlined } from '@ant-design/icons';
import { NEW_REQUEST_AFTER_DAYS } from '@crew/contracts/contact';
import { Button, Flex, Popconfirm } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useRespondContactRequest, useWithdrawContactConsent } from '../api/contact-requests';
import type { ContactRequest } from '../api/schemas';

/**
 * The crew member's answers to a conversation: Accept or Decline while pending, Withdraw consent
 * once accepted (asked first: it hides their email from the employer and closes the thread).
 * Nothing once it is closed.
 */
export function CrewAnswerActions({ request }: { request: ContactRequest }) {
  const respond = useRespondContactRequest();
  const withdraw = useWithdrawContactConsent();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const onError = (error: Error) => {
    if (!handleUnauthorized(error)) toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : 'Please try again.', variant: 'destructive' });
  };
  const company = request.company.name;
  const answer = (status: 'accepted' | 'declined') =>
    respond.mutate(
      { id: request.id, status },
      {
        onSuccess: () =>
          toast(
            status === 'accepted'
              ? { title: 'Contact request accepted', description: `${company} can now see your email address.` }
              : { title: 'Contact request declined', description: 'Your details stay private.' },
          ),
        onError,
      },
    );
  const withdrawConsent = () =>
    withdraw.mutate(request.id, {
      onSuccess: () => toast({ title: 'Consent withdrawn', description: `${company} no longer sees your email address.` }),
      onError,
    });

  if (request.direction !== 'received') return null;
  if (request.status === 'pending') {
    return (
      <Flex gap={8} wrap>
        <Button type="primary" size="small" icon={<CheckOutlined />} loading={respond.isPending && respond.variables?.status === 'accepted'} disabled={respond.isPending} onClick={() => answer('accepted')}>
          Accept
        </Button>
        <Button size="small" loading={respond.isPending && respond.variables?.status === 'declined'} disabled={respond.isPending} onClick={() => answer('declined')}>
          Decline
        </Button>
      </Flex>
    );
  }
  if (request.status === 'accepted') {
    return (
      <Popconfirm
        title="Withdraw your consent?"
        description={`${company} will no longer see your email address and the conversation closes. They can send a new request after ${NEW_REQUEST_AFTER_DAYS} days.`}
        okText="Withdraw consent"
        okButtonProps={{ danger: true }}
        cancelText="Keep talking"
        onConfirm={withdrawConsent}
      >
        <Button size="small" danger loading={withdraw.isPending}>
          Withdraw consent
        </Button>
      </Popconfirm>
    );
  }
  return null;
}
