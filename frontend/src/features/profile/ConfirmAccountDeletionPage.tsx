import { Alert, Button, Card, Result, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useUser } from '../../lib/auth';
import { LOGIN_URL } from '../../lib/brand';
import { isCheckCancelled, useRecentCheck } from '../../components/RecentCheck';
import { useToast } from '../../lib/toast';
import { GOODBYE_PATH, useDeleteOwnAccount } from './api/delete-account';
import { DELETION_WARNING } from './components/DeleteAccountSection';
import { PageTitle } from '../../components/PageTitle';
import { tokenFrom } from '../../lib/link-token';

// Its tests read the helper from here.
export { tokenFrom };

/**
 * Where the emailed confirmation link of an account without a password leads: the warning
 * again, and the final button. Nothing is deleted by opening the link alone.
 */
export default function ConfirmAccountDeletionPage() {
  const { hash } = useLocation();
  const token = tokenFrom(hash);
  const { user, isLoading } = useUser();
  const remove = useDeleteOwnAccount();
  const toast = useToast();
  const { withRecentCheck } = useRecentCheck();
  const navigate = useNavigate();

  async function confirm() {
    if (!token) return;
    try {
      await withRecentCheck(() => remove.mutateAsync({ token }));
      navigate(GOODBYE_PATH, { replace: true });
    } catch (error) {
      if (isCheckCancelled(error)) return;
      const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
      toast({ title: 'Error', description: message || 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  }

  if (!token) {
    return <Result status="warning" title={<PageTitle>This link is incomplete</PageTitle>} subTitle="Open the link from the email again, or ask for a new one in Profile settings." />;
  }
  if (isLoading) return null;
  if (!user) {
    return (
      <Result
        status="info"
        title={<PageTitle>Sign in first</PageTitle>}
        subTitle="Sign in to Crew Reviews in this browser, then open the link from the email again."
        extra={
          <Button type="primary" href={LOGIN_URL}>
            Sign in
          </Button>
        }
      />
    );
  }
  return (
    <Card title={<PageTitle>Delete your account?</PageTitle>} style={{ maxWidth: 640, margin: '32px auto' }}>
      <Alert type="warning" showIcon title="This action cannot be undone." style={{ marginBottom: 16 }} />
      <Typography.Paragraph>{DELETION_WARNING}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">Signed in as {user.email}.</Typography.Paragraph>
      <Button danger type="primary" loading={remove.isPending} onClick={confirm}>
        Delete my account
      </Button>
      <Button style={{ marginLeft: 8 }} onClick={() => navigate('/profile')} disabled={remove.isPending}>
        Keep my account
      </Button>
    </Card>
  );
}
