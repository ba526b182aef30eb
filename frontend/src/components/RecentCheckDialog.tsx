import { KeyOutlined, MailOutlined } from '@ant-design/icons';
import type { CheckMethod } from '@crew/contracts/second-factors';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Flex, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError, apiRequest } from '../lib/api-client';
import { useUser } from '../lib/auth';
import { answerPasskeyPrompt, passkeyProblem } from '../lib/passkeys';
import { SECURITY_QUERY_KEY, useSecurity } from '../lib/security';
import type { CheckReason } from './RecentCheck';

/** The 'Confirm it's you' prompt (RecentCheck.tsx): what the account has to confirm with, and nothing else. */
const errorText = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

/** One attempt at a time: busy while it runs, and why it failed in words the person can act on. */
function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function attempt(step: () => Promise<void>, describe: (error: unknown) => string = errorText) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, attempt };
}

export default function RecentCheckDialog({ reason, onDone, onCancel }: { reason: CheckReason; onDone: () => void; onCancel: () => void }) {
  const { data, isLoading, isError, refetch } = useSecurity();
  const methods = data?.checkMethods ?? [];
  return (
    <Modal open title="Confirm it's you" footer={null} onCancel={onCancel} destroyOnHidden>
      <Typography.Paragraph>
        {reason === 'admin-area'
          ? 'The admin area needs your second factor in this session. Confirm with it to continue.'
          : 'For your security, please confirm it is you before you continue.'}
      </Typography.Paragraph>
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title="We could not load your sign-in options."
          action={
            <Button size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {data && <CheckMethods methods={methods} onDone={onDone} />}
    </Modal>
  );
}

function CheckMethods({ methods, onDone }: { methods: CheckMethod[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    onDone();
  };
  const parts: ReactNode[] = [];
  if (methods.includes('passkey')) parts.push(<PasskeyCheck key="passkey" onDone={done} />);
  if (methods.includes('authenticator') || methods.includes('recovery-code')) {
    parts.push(<CodeCheck key="code" authenticator={methods.includes('authenticator')} recoveryCodes={methods.includes('recovery-code')} onDone={done} />);
  }
  if (methods.includes('password')) parts.push(<PasswordCheck key="password" onDone={done} />);
  if (methods.includes('email-link')) parts.push(<EmailLinkCheck key="email" />);
  return (
    <Flex vertical>
      {parts.flatMap((part, i) => (i === 0 ? [part] : [<Divider key={`or-${i}`} plain>or</Divider>, part]))}
    </Flex>
  );
}

function PasskeyCheck({ onDone }: { onDone: () => void }) {
  const { busy, problem, attempt } = useAttempt();
  const run = () =>
    attempt(
      async () => {
        const options = await apiRequest('POST', '/api/auth/check/passkey/options');
        const credential = await answerPasskeyPrompt(options).catch((error: unknown) => {
          throw new Error(passkeyProblem(error));
        });
        await apiRequest('POST', '/api/auth/check/passkey', { credential });
        onDone();
      },
      // The browser's own refusal (cancelled, no passkey here) is said as passkeyProblem words it.
      (error) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : errorText(error)),
    );
  return (
    <Flex vertical gap={8}>
      {problem && <Alert type="error" showIcon title={problem} />}
      <Button type="primary" icon={<KeyOutlined aria-hidden />} loading={busy} onClick={run} block>
        Use a passkey
      </Button>
    </Flex>
  );
}

function CodeCheck({ authenticator, recoveryCodes, onDone }: { authenticator: boolean; recoveryCodes: boolean; onDone: () => void }) {
  const [useRecovery, setUseRecovery] = useState(!authenticator);
  const { busy, problem, attempt } = useAttempt();
  const submit = ({ code }: { code: string }) =>
    attempt(async () => {
      await apiRequest('POST', '/api/auth/check/code', { code });
      onDone();
    });
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form.Item
        name="code"
        label={useRecovery ? 'Recovery code' : 'Code from your authenticator app'}
        rules={[{ required: true, whitespace: true, message: useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code' }]}
      >
        <Input autoComplete="one-time-code" inputMode={useRecovery ? 'text' : 'numeric'} autoFocus maxLength={40} />
      </Form.Item>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Button type="primary" htmlType="submit" loading={busy}>
          Confirm
        </Button>
        {authenticator && recoveryCodes && (
          <Button type="link" onClick={() => setUseRecovery(!useRecovery)} style={{ paddingInline: 0 }}>
            {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

function PasswordCheck({ onDone }: { onDone: () => void }) {
  const { busy, problem, attempt } = useAttempt();
  const submit = ({ password }: { password: string }) =>
    attempt(async () => {
      await apiRequest('POST', '/api/auth/check/password', { password });
      onDone();
    });
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form.Item name="password" label="Your password" rules={[{ required: true, message: 'Enter your password' }]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Confirm
      </Button>
    </Form>
  );
}

/** An account without a password or second factor: a fresh sign-in link is the check. */
function EmailLinkCheck() {
  const { user } = useUser();
  const [sent, setSent] = useState(false);
  const { busy, problem, attempt } = useAttempt();
  const send = () =>
    attempt(async () => {
      if (!user) return;
      await apiRequest('POST', '/api/auth/email-link', { email: user.email, returnTo: window.location.pathname + window.location.search });
      setSent(true);
    });
  if (sent) {
    return <Alert type="success" showIcon title={`We sent a sign-in link to ${user?.email ?? 'your email'}. Open it in this browser, then try again.`} />;
  }
  return (
    <Flex vertical gap={8}>
      {problem && <Alert type="error" showIcon title={problem} />}
      <Typography.Text type="secondary">Your account signs in with emailed links, so we confirm it is you the same way.</Typography.Text>
      <Button icon={<MailOutlined aria-hidden />} loading={busy} onClick={send}>
        Email me a link
      </Button>
    </Flex>
  );
}
