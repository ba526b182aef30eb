import { DesktopOutlined, GlobalOutlined, MobileOutlined, ReloadOutlined, TabletOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useMutationErrorToast } from '../../../lib/unauthorized';
import { type SignedInSession, useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { CardHeading } from './CardHeading';

/** The section's anchor: the 'New sign-in' email links to /profile#sessions. */
export const SESSIONS_ANCHOR = 'sessions';

const ICONS: Record<SignedInSession['deviceType'], React.ReactNode> = {
  computer: <DesktopOutlined aria-hidden />,
  phone: <MobileOutlined aria-hidden />,
  tablet: <TabletOutlined aria-hidden />,
  other: <GlobalOutlined aria-hidden />,
};

/** Where the session is, as far as it is known: no place database is used, so usually only the start of the address. */
export function whereFrom(session: Pick<SignedInSession, 'place' | 'network'>): string {
  if (session.place) return session.place;
  return session.network ? `Place unknown · internet address ${session.network}` : 'Place unknown';
}

/**
 * Profile settings: every browser signed in to the account, this one first, each with a way
 * to sign it out, and 'Sign out everywhere else'. Signing out takes effect at once.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const showError = useMutationErrorToast();
  const { hash } = useLocation();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  // Arriving from the 'New sign-in' email: bring the list into view once it is there.
  useEffect(() => {
    if (hash === `#${SESSIONS_ANCHOR}` && sessions.data) document.getElementById(SESSIONS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hash, sessions.data]);

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast({ title: 'Signed out everywhere else', description: message });
      },
      onError: (error) => {
        setConfirming(false);
        showError(error, 'Failed to sign out your other sessions. Please try again.');
      },
    });

  return (
    <Card id={SESSIONS_ANCHOR} title={<CardHeading>Where you are signed in</CardHeading>}>
      <Typography.Paragraph type="secondary">
        These browsers and devices are signed in to your account. If you do not recognise one, sign it out and change your password.
      </Typography.Paragraph>
      {sessions.isLoading ? (
        <div role="status" aria-busy="true" aria-label="Loading your sessions">
          <Skeleton active avatar title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : sessions.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your sessions could not be loaded."
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => sessions.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={16}>
          <ul aria-label="Signed-in sessions" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {(sessions.data ?? []).map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others.length === 0 ? (
            <Typography.Text type="secondary">You are signed in on this device only.</Typography.Text>
          ) : (
            <div>
              <Button danger onClick={() => setConfirming(true)}>
                Sign out everywhere else
              </Button>
            </div>
          )}
        </Flex>
      )}
      <Modal
        open={confirming}
        title="Sign out everywhere else?"
        okText="Sign out everywhere else"
        okButtonProps={{ danger: true }}
        confirmLoading={endOthers.isPending}
        onOk={signOutOthers}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>
          Every other browser and device signed in to your account is signed out at once ({others.length} {others.length === 1 ? 'session' : 'sessions'}). This device stays signed in.
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}

function SessionRow({ session }: { session: SignedInSession }) {
  const end = useEndSession();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: () => toast({ title: 'Signed out', description: `${session.device} is signed out.` }),
      onError: (error) => showError(error, 'Failed to sign out that session. Please try again.'),
    });

  return (
    <li style={{ border: '1px solid #e5e7eb', borderRadius: 8, padding: '12px 16px' }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <span style={{ fontSize: 24, lineHeight: 1, color: '#0b4f8a' }}>{ICONS[session.deviceType]}</span>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{session.device}</Typography.Text>
              {session.current && <Tag color="blue">This device</Tag>}
            </Flex>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {whereFrom(session)}
            </Typography.Text>
            <Typography.Text type="secondary">
              Signed in {formatDateTime(session.signedInAt)} · {session.current ? 'Active now' : `Last active ${formatDateTime(session.lastSeenAt)}`}
            </Typography.Text>
          </Flex>
        </Flex>
        {!session.current && (
          <Button onClick={signOut} loading={end.isPending} aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastSeenAt)}`}>
            Sign out
          </Button>
        )}
      </Flex>
    </li>
  );
}
