import { Alert, Button, Card, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useDeleteOwnAccount } from '../api/delete-account';

/**
 * Spec: users can delete their account in settings. The warning says what goes and what
 * stays; the password confirms it is really them (the server checks it).
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteOwnAccount();
  const toast = useToast();
  const navigate = useNavigate();

  async function confirm() {
    try {
      await remove.mutateAsync(password);
      toast({ title: 'Account deleted' });
      setOpen(false);
      navigate('/');
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : '';
      toast({ title: 'Error', description: message || 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Card title="Delete account">
      <Typography.Paragraph>
        Deleting your account is permanent and cannot be undone. You are signed out everywhere, your share links stop working, the reviews you
        received are deleted, and your name, email and photo are removed. Reviews you wrote for others stay, shown as written by a former member.
      </Typography.Paragraph>
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
