import { MailOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { ApiError } from '../lib/api-client';
import { useResendConfirmation, useUser } from '../lib/auth';
import { useToast } from '../lib/toast';

/** Shown while the account's email is not confirmed: mails a new link. */
export function ResendConfirmationButton({ label = 'Resend confirmation email' }: { label?: string }) {
  const resend = useResendConfirmation();
  const toast = useToast();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: 'Confirmation email sent', description: answer.message }),
      onError: (error) =>
        toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : 'Failed to send the confirmation email', variant: 'destructive' }),
    });
  return (
    <Button size="small" type="link" icon={<MailOutlined aria-hidden />} loading={resend.isPending} onClick={send} style={{ paddingInline: 0 }}>
      {label}
    </Button>
  );
}

/**
 * Contacting crew and ordering reports need a confirmed account email (DESIGN.md, "Companies"):
 * said before the button is pressed, with the way to get a new link. Nothing while confirmed.
 */
export function ConfirmEmailNotice({ message = 'Confirm your email address before contacting crew or ordering reports' }: { message?: string }) {
  const { user } = useUser();
  if (!user || user.isVerified) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={`We sent a confirmation link to ${user.email} when you signed up. Follow it, or ask for a new one.`}
      action={<ResendConfirmationButton label="Resend confirmation" />}
      style={{ overflowWrap: 'anywhere' }}
    />
  );
}
