import { KeyOutlined, MailOutlined } from '@ant-design/icons';
import { CHECK_CODES } from '@crew/contracts/second-factors';
import { Alert, Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { passkeyProblem } from '../../../lib/passkeys';
import { checkCodeOf } from '../../../lib/security';
import { isSecondFactorNeeded, usePasskeySignIn, useRequestEmailLink, useSignIn } from '../api/auth-api';
import { AuthCard } from './AuthCard';
import { safeReturnTo } from './safe-return-to';
import { useFormTakeover } from './use-form-takeover';

interface Fields {
  email: string;
  password: string;
  /** Only while the address is locked: the password and a second factor together still sign in. */
  code?: string;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

/** Where a sign-in continues when the account has a second factor. */
export const secondFactorPath = (returnTo: string) => `/login/second-factor?${new URLSearchParams({ returnTo })}`;

export default function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const { user } = useUser();
  const [form] = Form.useForm<Fields>();
  const ready = useFormTakeover(form, ['email', 'password']);
  const signIn = useSignIn();
  const emailLink = useRequestEmailLink();
  const passkey = usePasskeySignIn('alone');
  // Too many attempts for this address: the owner can still come in with a second factor.
  const locked = checkCodeOf(signIn.error) === CHECK_CODES.signInLocked;

  useEffect(() => {
    if (user) navigate(returnTo, { replace: true });
  }, [user, returnTo, navigate]);

  const sendLink = async () => {
    // An empty or malformed email shows its message under the field; there is nothing to send.
    const values = await form.validateFields(['email']).catch(() => null);
    if (values) emailLink.mutate({ email: values.email, returnTo });
  };

  const submit = ({ email, password, code }: Fields) =>
    signIn.mutate(
      { email, password, ...(code?.trim() ? { code: code.trim() } : {}) },
      { onSuccess: (answer) => (isSecondFactorNeeded(answer) ? navigate(secondFactorPath(returnTo)) : undefined) },
    );

  return (
    <AuthCard busy={!ready} title="Sign in" subtitle="Welcome back. Sign in with your password, a one-time link by email, or a passkey.">
      {params.get('error') === 'link-invalid' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="This sign-in link is invalid or has expired. Request a new one below." />
      )}
      {params.get('error') === 'suspended' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="This account is suspended. If you think this is a mistake, reply to the email we sent you about it." />
      )}
      {signIn.isError && <Alert type={locked ? 'warning' : 'error'} showIcon style={{ marginBottom: 16 }} title={messageOf(signIn.error)} />}
      {passkey.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={passkey.error instanceof ApiError ? passkey.error.serverMessage : passkeyProblem(passkey.error)} />
      )}
      {emailLink.isSuccess && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={emailLink.data.message} />}
      {emailLink.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(emailLink.error)} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label="Email"
          name="email"
          initialValue={params.get('email') ?? undefined}
          rules={[
            { required: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input autoComplete="email" autoFocus inputMode="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]} style={{ marginBottom: 8 }}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Typography.Paragraph style={{ textAlign: 'right', marginBottom: 16 }}>
          <Link to="/forgot-password" style={{ textDecoration: 'underline' }}>
            Forgot your password?
          </Link>
        </Typography.Paragraph>
        {locked && (
          <Form.Item
            label="Code from your authenticator app, or a recovery code"
            name="code"
            rules={[{ required: true, whitespace: true, message: 'Enter the code from your authenticator app or a recovery code' }]}
          >
            <Input autoComplete="one-time-code" autoFocus maxLength={40} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={signIn.isPending} disabled={!ready}>
          Sign In
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <Flex vertical gap={12}>
        <Button block icon={<MailOutlined aria-hidden />} onClick={sendLink} loading={emailLink.isPending} disabled={!ready}>
          Email me a sign-in link
        </Button>
        <Button
          block
          icon={<KeyOutlined aria-hidden />}
          loading={passkey.isPending}
          disabled={!ready}
          onClick={() => passkey.mutate()}
        >
          Sign in with a passkey
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        New here? <Link to={`/signup?${new URLSearchParams({ returnTo })}`} style={{ textDecoration: 'underline' }}>Create an account</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
