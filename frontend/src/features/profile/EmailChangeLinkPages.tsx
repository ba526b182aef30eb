import { Alert, Button, Card, Result, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api-client';
import { useUser } from '../../lib/auth';
import { tokenFrom } from '../../lib/link-token';
import { useConfirmEmailChange, useUndoEmailChange } from './api/account-security';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

function IncompleteLink() {
  return (
    <Result
      status="warning"
      title={<PageTitle>This link is incomplete</PageTitle>}
      subTitle="Open the link from the email again. If it still does not work, ask for a new one in Profile settings."
    />
  );
}

/**
 * Where the new address's confirmation link leads. Nothing changes by opening it: the button
 * confirms (a mail scanner that follows links confirms nothing).
 */
export function ConfirmEmailChangePage() {
  const token = tokenFrom(useLocation().hash);
  const { user } = useUser();
  const confirm = useConfirmEmailChange();
  const navigate = useNavigate();

  if (!token) return <IncompleteLink />;
  if (confirm.isSuccess) {
    return (
      <Result
        status="success"
        title={<PageTitle>Your email address is changed</PageTitle>}
        subTitle={confirm.data.message}
        extra={
          user ? (
            <Button type="primary" onClick={() => navigate('/profile')}>
              Back to Profile settings
            </Button>
          ) : (
            <Button type="primary" href={`/login?${new URLSearchParams({ email: confirm.data.email })}`}>
              Sign in
            </Button>
          )
        }
      />
    );
  }
  return (
    <Card title={<PageTitle>Confirm your new email address</PageTitle>} style={{ maxWidth: 640, margin: '32px auto' }}>
      <Typography.Paragraph>
        Confirm to use this address for your Crew Reviews account. You will then sign in with it, emails about your account will go to it, and
        review requests sent to your previous address move with you. Your previous address is told, and can undo the change for 7 days.
      </Typography.Paragraph>
      {confirm.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(confirm.error)} />}
      <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
        Confirm my new email
      </Button>
    </Card>
  );
}

/**
 * Where the old address's link leads ('This was not me'): the address comes back, everyone is
 * signed out and the password is removed, so only this inbox can sign in again.
 */
export function UndoEmailChangePage() {
  const token = tokenFrom(useLocation().hash);
  const undo = useUndoEmailChange();

  if (!token) return <IncompleteLink />;
  if (undo.isSuccess) {
    return (
      <Result
        status="success"
        title={<PageTitle>Your account has its email address back</PageTitle>}
        subTitle={undo.data.message}
        extra={
          <Button type="primary" href={`/login?${new URLSearchParams({ email: undo.data.email })}`}>
            Sign in with an emailed link
          </Button>
        }
      />
    );
  }
  return (
    <Card title={<PageTitle>Undo the change of your email address?</PageTitle>} style={{ maxWidth: 640, margin: '32px auto' }}>
      <Typography.Paragraph>If you did not change the email address of your Crew Reviews account, undo it here. Then:</Typography.Paragraph>
      <ul>
        <li>your account gets this email address back, with the review requests sent to it;</li>
        <li>everyone signed in to your account is signed out, on every device;</li>
        <li>the password is removed: you sign in with a link we email you, then choose a new password in Profile settings.</li>
      </ul>
      {undo.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={messageOf(undo.error)} />}
      <Button type="primary" danger loading={undo.isPending} onClick={() => undo.mutate(token)}>
        Undo the change
      </Button>
    </Card>
  );
}

export default ConfirmEmailChangePage;
