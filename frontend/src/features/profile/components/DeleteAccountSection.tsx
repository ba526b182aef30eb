import { Alert, Button, Card, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { isCheckCancelled, useRecentCheck } from '../../../components/RecentCheck';
import { useToast } from '../../../lib/toast';
import { GOODBYE_PATH, useDeleteOwnAccount, useRequestAccountDeletionEmail } from '../api/delete-account';

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '');

/** What deleting an account does, shown before every confirmation (here and on the emailed link's page). */
export const DELETION_WARNING =
  'Deleting your account is permanent and cannot be undone. You are signed out everywhere, your share links stop working, the reviews you ' +
  'received are deleted, and your name, email and photo are removed. Reviews you wrote for others stay, shown as written by a former member.';

/**
 * Spec: users can delete their account in settings. The warning says what goes and what
 * stays; the password confirms it is really them (the server checks it). An account without
 * a password (it signs in with emailed links) gets a one-time confirmation link by email instead.
 */
export function DeleteAccountSection() {
  const { user } = useUser();
  // Unknown counts as having one: the server refuses a password for an account without one.
  if (user?.hasPassword === false) return <DeleteByEmailSection />;
  return <DeleteWithPasswordSection />;
}

function DeleteByEmailSection() {
  const request = useRequestAccountDeletionEmail();
  const toast = useToast();

  async function send() {
    try {
      const { message } = await request.mutateAsync();
      toast({ title: 'Check your email', description: message });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card title="Delete account">
      <Typography.Paragraph>{DELETION_WARNING}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Your account signs in with emailed links and has no password, so we confirm it is you by email: open the link we send you, then
        confirm on that page.
      </Typography.Paragraph>
      <Button danger loading={request.isPending} onClick={send}>
        Email me a confirmation link
      </Button>
    </Card>
  );
}

function DeleteWithPasswordSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteOwnAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const { withRecentCheck } = useRecentCheck();

  async function confirm() {
    try {
      // Deleting an account is sensitive: an old session confirms it is you first (DESIGN.md, "Second factors").
      await withRecentCheck(() => remove.mutateAsync({ password }));
      // The goodbye page says what happened; no toast beside it.
      navigate(GOODBYE_PATH, { replace: true });
    } catch (error) {
      if (isCheckCancelled(error)) return;
      toast({ title: 'Error', description: errorMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card title="Delete account">
      <Typography.Paragraph>{DELETION_WARNING}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        okText="Delete my account"
        okButtonProps={{ danger: true, disabled: password.length === 0 }}
        confirmLoading={remove.isPending}
        onOk={confirm}
        onCancel={() => {
          setOpen(false);
          setPassword('');
        }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title="This action cannot be undone." style={{ marginBottom: 16 }} />
        <Form layout="vertical" onFinish={confirm}>
          <Form.Item label="Password" htmlFor="delete-account-password" extra="Enter your password to confirm.">
            <Input.Password id="delete-account-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
