import { KeyOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Divider, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { passkeyProblem } from '../../../lib/passkeys';
import { useFinishWithCode, usePasskeySignIn, usePendingSignIn, useRecoverByEmail } from '../api/auth-api';
import { AuthCard } from './AuthCard';
import { safeReturnTo } from './safe-return-to';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

/**
 * /login/second-factor: the password or the email link was right, and the account has a second
 * factor (DESIGN.md, "Second factors"). Nothing is signed in until one of these finishes it.
 */
export default function SecondFactorPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const { user } = useUser();
  const pending = usePendingSignIn();

  useEffect(() => {
    if (user) navigate(returnTo, { replace: true });
  }, [user, returnTo, navigate]);

  if (pending.isLoading) {
    return (
      <AuthCard busy title="Confirm it's you" subtitle="Your account has a second factor. Use it to finish signing in.">
        <Skeleton active paragraph={{ rows: 3 }} />
      </AuthCard>
    );
  }
  if (pending.isError || !pending.data) {
    const expired = pending.error instanceof ApiError && pending.error.status === 401;
    return (
      <AuthCard title="Confirm it's you" subtitle="Your account has a second factor. Use it to finish signing in.">
        <Alert
          type={expired ? 'info' : 'error'}
          showIcon
          style={{ marginBottom: 16 }}
          title={expired ? 'This sign-in has expired. Please sign in again.' : 'We could not load this sign-in. Please check your connection.'}
          action={
            expired ? undefined : (
              <Button size="small" onClick={() => void pending.refetch()}>
                Retry
              </Button>
            )
          }
        />
        <Link to={`/login?${new URLSearchParams({ returnTo })}`}>
          <Button type="primary" block>
            Back to sign in
          </Button>
        </Link>
      </AuthCard>
    );
  }
  const { methods, recoverByEmail } = pending.data;
  const codes = methods.includes('authenticator') || methods.includes('recovery-code');
  return (
    <AuthCard title="Confirm it's you" subtitle="Your account has a second factor. Use it to finish signing in.">
      <Flex vertical>
        {methods.includes('passkey') && <PasskeyStep />}
        {methods.includes('passkey') && codes && <Divider plain>or</Divider>}
        {codes && <CodeStep authenticator={methods.includes('authenticator')} recoveryCodes={methods.includes('recovery-code')} />}
      </Flex>
      <LostFactor recoverByEmail={recoverByEmail} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={`/login?${new URLSearchParams({ returnTo })}`} style={{ textDecoration: 'underline' }}>
          Sign in as someone else
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}

function PasskeyStep() {
  const passkey = usePasskeySignIn('second-step');
  return (
    <Flex vertical gap={8}>
      {passkey.isError && <Alert type="error" showIcon title={passkey.error instanceof ApiError ? passkey.error.serverMessage : passkeyProblem(passkey.error)} />}
      <Button type="primary" block icon={<KeyOutlined aria-hidden />} loading={passkey.isPending} onClick={() => passkey.mutate()}>
        Use a passkey
      </Button>
    </Flex>
  );
}

function CodeStep({ authenticator, recoveryCodes }: { authenticator: boolean; recoveryCodes: boolean }) {
  const [useRecovery, setUseRecovery] = useState(!authenticator);
  const finish = useFinishWithCode();
  const [form] = Form.useForm<{ code: string }>();
  const label = useRecovery ? 'Recovery code' : 'Code from your authenticator app';
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={({ code }) => finish.mutate(code.trim())}>
      {finish.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(finish.error)} />}
      <Form.Item
        label={label}
        name="code"
        extra={useRecovery ? 'Each recovery code works once.' : 'Open the app and type the 6 digits it shows for Crew Reviews.'}
        rules={[{ required: true, whitespace: true, message: useRecovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code' }]}
      >
        <Input autoComplete="one-time-code" inputMode={useRecovery ? 'text' : 'numeric'} autoFocus maxLength={40} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={finish.isPending}>
        Confirm and sign in
      </Button>
      {authenticator && recoveryCodes && (
        <Button
          type="link"
          block
          style={{ marginTop: 8 }}
          onClick={() => {
            setUseRecovery(!useRecovery);
            form.resetFields();
          }}
        >
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </Button>
      )}
    </Form>
  );
}

function LostFactor({ recoverByEmail }: { recoverByEmail: boolean }) {
  const recover = useRecoverByEmail();
  return (
    <Collapse
      ghost
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'lost',
          label: 'Lost your phone or security key?',
          children: recoverByEmail ? (
            <Flex vertical gap={12}>
              <Typography.Text>
                This address is an operator address of this site: we can email you a link that removes your second factors and signs you in, so you can set up a new one.
              </Typography.Text>
              {recover.isSuccess && <Alert type="success" showIcon title={recover.data.message} />}
              {recover.isError && <Alert type="error" showIcon title={messageOf(recover.error)} />}
              <Button icon={<MailOutlined aria-hidden />} loading={recover.isPending} onClick={() => recover.mutate()}>
                Email me a recovery link
              </Button>
            </Flex>
          ) : (
            <Typography.Text>
              Use one of the recovery codes you saved when you set up your second factor. If you have none left, contact the Crew Reviews team: an administrator can
              reset your second factors once they have checked it is you.
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
