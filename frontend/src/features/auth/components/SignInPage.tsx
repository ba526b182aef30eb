import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useRequestEmailLink, useSignIn } from '../api/auth-api';
import { AuthCard } from './AuthCard';
import { safeReturnTo } from './safe-return-to';
import { useFormTakeover } from './use-form-takeover';

interface Fields {
  email: string;
  password: string;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

export default function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const { user } = useUser();
  const [form] = Form.useForm<Fields>();
  const ready = useFormTakeover(form, ['email', 'password']);
  const signIn = useSignIn();
  const emailLink = useRequestEmailLink();

  useEffect(() => {
    if (user) navigate(returnTo, { replace: true });
  }, [user, returnTo, navigate]);

  const sendLink = async () => {
    // An empty or malformed email shows its message under the field; there is nothing to send.
    const values = await form.validateFields(['email']).catch(() => null);
    if (values) emailLink.mutate({ email: values.email, returnTo });
  };

  return (
    <AuthCard busy={!ready} title="Sign in" subtitle="Welcome back. Sign in with your password or get a one-time link by email.">
      {params.get('error') === 'link-invalid' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="This sign-in link is invalid or has expired. Request a new one below." />
      )}
      {params.get('error') === 'suspended' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="This account is suspended. If you think this is a mistake, reply to the email we sent you about it." />
      )}
      {signIn.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(signIn.error)} />}
      {emailLink.isSuccess && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={emailLink.data.message} />}
      {emailLink.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(emailLink.error)} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
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
        <Button type="primary" htmlType="submit" block loading={signIn.isPending} disabled={!ready}>
          Sign In
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <Button block icon={<MailOutlined />} onClick={sendLink} loading={emailLink.isPending} disabled={!ready}>
        Email me a sign-in link
      </Button>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        New here? <Link to={`/signup?${new URLSearchParams({ returnTo })}`} style={{ textDecoration: 'underline' }}>Create an account</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
