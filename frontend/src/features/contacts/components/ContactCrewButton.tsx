import { CheckCircleOutlined, ClockCircleOutlined, MailOutlined, MessageOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useContactState } from '../api/get-contact-states';
import type { ContactState } from '../api/schemas';
import { ContactForm } from './ContactForm';

export const conversationPath = (requestId: string) => `/contacts/${encodeURIComponent(requestId)}`;

/** A line under the button, shortened rather than widening a card on a phone. */
function Note({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 240 }} ellipsis>
      {children}
    </Typography.Text>
  );
}

function closedLabel(state: ContactState) {
  return state.status === 'declined' ? 'Declined' : 'Consent withdrawn';
}

/**
 * Contact on a search result, the View Profile dialog and the profile page: what the server says
 * of this employer and crew member. 'Contact' opens the form; once a conversation exists the
 * button leads to it ('Request pending', 'Accepted' with the email); after a decline or a
 * withdrawn consent it says when a new request is possible (30 days on).
 */
export function ContactCrewButton({ crewId, type = 'default' }: { crewId: string; type?: 'default' | 'primary' }) {
  const [writing, setWriting] = useState(false);
  const navigate = useNavigate();
  const { data: state, isLoading } = useContactState(crewId);
  const open = (requestId: string) => navigate(conversationPath(requestId));

  // Unknown (still loading, or the state could not be read): offer Contact; the server refuses a repeat with its reason.
  const canRequest = !state || state.canRequest;
  let shown: ReactNode;
  if (isLoading) {
    shown = (
      <Button type={type} icon={<MessageOutlined />} loading disabled>
        Contact
      </Button>
    );
  } else if (state?.status === 'pending') {
    shown = (
      <Button icon={<ClockCircleOutlined />} onClick={() => open(state.requestId!)} title="Open the conversation">
        Request pending
      </Button>
    );
  } else if (state?.status === 'accepted') {
    shown = (
      <Flex vertical gap={2} align="start" style={{ minWidth: 0 }}>
        <Button icon={<CheckCircleOutlined style={{ color: '#389e0d' }} />} onClick={() => open(state.requestId!)} title="Open the conversation">
          Accepted
        </Button>
        {state.email && (
          <Typography.Link href={`mailto:${state.email}`} style={{ fontSize: 12, maxWidth: 240 }} ellipsis>
            <MailOutlined aria-hidden /> {state.email}
          </Typography.Link>
        )}
      </Flex>
    );
  } else if (state && !canRequest) {
    shown = (
      <Flex vertical gap={2} align="start" style={{ minWidth: 0 }}>
        <Button icon={<StopOutlined />} onClick={() => open(state.requestId!)} title="Open the conversation">
          {closedLabel(state)}
        </Button>
        {state.newRequestFrom && <Note>New request possible from {formatDate(state.newRequestFrom)}</Note>}
      </Flex>
    );
  } else {
    shown = (
      <Button type={type} icon={<MessageOutlined />} onClick={() => setWriting(true)}>
        Contact
      </Button>
    );
  }
  return (
    <>
      {shown}
      {writing && <ContactForm crewId={crewId} open={writing} onClose={() => setWriting(false)} />}
    </>
  );
}
