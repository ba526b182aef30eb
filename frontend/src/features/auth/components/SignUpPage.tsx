import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useSignUp } from '../api/auth-api';
import { AuthCard } from './AuthCard';
import { safeReturnTo } from './safe-return-to';
import { useFormTakeover } from './use-form-takeover';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Where an employer's sign-up ends: the Employer page, whose upgrade form adds the company. */
const EMPLOYER_HOME = '/employer';

export default function SignUpPage() {
  const [params] = useSearchParams();
  // /signup?as=employer: employers' way in, from the landing page's 'For employers' section.
  const asEmployer = params.get('as') === 'employer';
  const returnTo = safeReturnTo(params.get('returnTo') ?? (asEmployer ? EMPLOYER_HOME : null));
  const navigate = useNavigate();
  const toast = useToast();
  const signUp = useSignUp();
  const [form] = Form.useForm<Fields>();
  const ready = useFormTakeover(form, ['firstName', 'lastName', 'email', 'password']);

  const onFinish = (values: Fields) =>
    signUp.mutate(
      { ...values, returnTo, ...(asEmployer ? { intent: 'employer' as const } : {}) },
      {
        onSuccess: () => {
          toast({
            title: 'Account created',
            description: asEmployer
              ? 'Check your inbox to confirm your email address, then add your company below.'
              : 'Check your inbox to confirm your email address.',
          });
          navigate(returnTo, { replace: true });
        },
      },
    );

  return (
    <AuthCard
      busy={!ready}
      title={asEmployer ? 'Create your employer account' : 'Create your account'}
      subtitle={
        asEmployer
          ? 'Search crew with verified reviews, contact them and order verification reports. You add your company and choose a plan next.'
          : "Build a verified professional profile from your colleagues' reviews."
      }
    >
      {signUp.isError && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={signUp.error instanceof ApiError ? signUp.error.serverMessage : 'Something went wrong. Please try again.'} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label="First name" name="firstName" rules={[{ required: true, whitespace: true, message: 'Please enter your first name' }, { max: 100 }]}>
          <Input autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[{ required: true, whitespace: true, message: 'Please enter your last name' }, { max: 100 }]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          initialValue={params.get('email') ?? undefined}
          rules={[
            { required: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          extra="At least 8 characters. Avoid common passwords."
          rules={[
            { required: true, message: 'Please choose a password' },
            { min: 8, message: 'Password must be at least 8 characters' },
            { max: 128, message: 'Password must be at most 128 characters' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signUp.isPending} disabled={!ready}>
          Create Account
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        Already have an account? <Link to={`/login?${new URLSearchParams({ returnTo })}`} style={{ textDecoration: 'underline' }}>Sign in</Link>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        {asEmployer ? (
          <Link to="/signup" style={{ textDecoration: 'underline' }}>
            Signing up as crew? Create a crew profile instead
          </Link>
        ) : (
          <Link to="/signup?as=employer" style={{ textDecoration: 'underline' }}>
            Hiring crew? Create an employer account
          </Link>
        )}
      </Typography.Paragraph>
    </AuthCard>
  );
}
