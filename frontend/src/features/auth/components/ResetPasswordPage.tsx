import { Alert, Button, Form, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { tokenFrom } from '../../../lib/link-token';
import { useResetPassword } from '../api/auth-api';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from '../../../components/NewPasswordFields';

/** The server refused the password itself (its rules), not the link: said under the field, and the link still works. */
const isPasswordRefusal = (error: unknown) => error instanceof ApiError && error.status === 400 && !/link/i.test(error.serverMessage);

interface Fields {
  newPassword: string;
  confirmPassword: string;
}

/** Where the 'Forgot password' link leads: choose the new password; the link works once. */
export default function ResetPasswordPage() {
  const token = tokenFrom(useLocation().hash);
  const reset = useResetPassword();
  const [form] = Form.useForm<Fields>();

  if (!token) {
    return (
      <AuthCard title="This link is incomplete" subtitle="Open the link from the email again. If it still does not work, ask for a new one.">
        <Link to="/forgot-password" style={{ textDecoration: 'underline' }}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Your new password is set" subtitle={reset.data.message}>
        <Button type="primary" block href="/login">
          Sign in
        </Button>
      </AuthCard>
    );
  }

  const save = ({ newPassword }: Fields) =>
    reset.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          if (isPasswordRefusal(error)) form.setFields([{ name: 'newPassword', errors: [(error as ApiError).serverMessage] }]);
        },
      },
    );
  const linkProblem = reset.isError && !isPasswordRefusal(reset.error);

  return (
    <AuthCard title="Choose a new password" subtitle="Setting a new password signs you out on every device. You then sign in with it.">
      {linkProblem && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={reset.error instanceof ApiError ? reset.error.serverMessage : 'Something went wrong. Please try again.'}
          action={<Link to="/forgot-password">Ask for a new link</Link>}
        />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={save}>
        <NewPasswordFields autoFocus />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Set new password
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login" style={{ textDecoration: 'underline' }}>Back to sign in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
