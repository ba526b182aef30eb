import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/auth-api';
import { AuthCard } from './AuthCard';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

/** 'Forgot password': a link to choose a new one goes to the address, if it has an account (the answer is the same either way). */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const request = useRequestPasswordReset();

  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the email you sign in with. We will send you a link to choose a new password.">
      {request.isSuccess && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={request.data.message} />}
      {request.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(request.error)} />}
      <Form layout="vertical" requiredMark={false} onFinish={({ email }: { email: string }) => request.mutate({ email: email.trim() })}>
        <Form.Item
          label="Email"
          name="email"
          initialValue={params.get('email') ?? undefined}
          rules={[
            { required: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input autoComplete="email" autoFocus inputMode="email" maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Email me a link
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        The link works once, for 30 minutes. Setting a new password signs you out on every device.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0, textAlign: 'center' }}>
        Remembered it? <Link to="/login" style={{ textDecoration: 'underline' }}>Back to sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
