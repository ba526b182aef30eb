import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useSendContactRequest } from '../api/contact-requests';

/** Spec section 7: the message is a fixed greeting expressing interest in opportunities. */
export const CONTACT_GREETING = 'Hello! We came across your profile and would like to talk to you about opportunities with us.';

/** Contact on a search result or profile: asks the crew member to get in touch (spec toasts). */
export function ContactCrewButton({ crewId, type = 'default' }: { crewId: string; type?: 'default' | 'primary' }) {
  const send = useSendContactRequest();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const contact = () =>
    send.mutate(
      { crewId, message: CONTACT_GREETING },
      {
        onSuccess: () => toast({ title: 'Contact Request Sent', description: 'Your contact request has been sent to the crew member.' }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: 'Failed to send contact request', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
        },
      },
    );
  return (
    <Button type={type} icon={<MessageOutlined />} loading={send.isPending} disabled={send.isSuccess} onClick={contact}>
      {send.isSuccess ? 'Request Sent' : 'Contact'}
    </Button>
  );
}
