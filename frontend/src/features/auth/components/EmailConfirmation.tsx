import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useResendConfirmation } from '../api/auth-api';

/**
 * A confirmation link lands on a page with ?emailConfirmed=1: say so once, then drop the flag
 * so a reload or a shared URL does not say it again.
 */
export function EmailConfirmedNotice() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const confirmed = params.get('emailConfirmed') === '1';
  useEffect(() => {
    if (!confirmed) return;
    toast({ title: 'Email confirmed', description: 'Reviews you write now count as verified.' });
    setParams(
      (current) => {
        current.delete('emailConfirmed');
        return current;
      },
      { replace: true },
    );
  }, [confirmed, toast, setParams]);
  return null;
}

/** Shown while the account's email is not confirmed: mails a new link. */
export function ResendConfirmationButton() {
  const resend = useResendConfirmation();
  const toast = useToast();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast({ title: 'Confirmation email sent', description: answer.message }),
      onError: (error) =>
        toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : 'Failed to send the confirmation email', variant: 'destructive' }),
    });
  return (
    <Button size="small" type="link" icon={<MailOutlined />} loading={resend.isPending} onClick={send} style={{ paddingInline: 0 }}>
      Resend confirmation email
    </Button>
  );
}
