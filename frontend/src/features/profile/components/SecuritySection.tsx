import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { isCheckCancelled, useRecentCheck } from '../../../components/RecentCheck';
import { ApiError } from '../../../lib/api-client';
import { useUser, type User } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useMutationErrorToast } from '../../../lib/unauthorized';
import { CardHeading } from './CardHeading';
import { useChangePassword, usePendingEmailChange, useRequestEmailChange } from '../api/account-security';


/**
 * Profile settings: the address the account signs in with, and its password. Changing the
 * address sends a confirmation link to the new one (nothing changes until it is opened);
 * changing the password signs the person out on their other devices.
 */
export function SecuritySection() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Card title={<CardHeading>Sign-in and security</CardHeading>}>
      <EmailSetting user={user} />
      <Divider />
      <PasswordSetting user={user} />
    </Card>
  );
}

function SettingHeading({ children }: { children: React.ReactNode }) {
  return (
    <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

function EmailSetting({ user }: { user: User }) {
  const pending = usePendingEmailChange();
  const request = useRequestEmailChange();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ newEmail: string }>();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const { withRecentCheck } = useRecentCheck();

  async function send({ newEmail }: { newEmail: string }) {
    try {
      // A sensitive action: a session older than ten minutes confirms it is you first (DESIGN.md, "Second factors").
      const answer = await withRecentCheck(() => request.mutateAsync({ newEmail: newEmail.trim() }));
      toast({ title: 'Check your new inbox', description: answer.message ?? undefined });
      form.resetFields();
      setEditing(false);
    } catch (error) {
      if (isCheckCancelled(error)) return;
      if (error instanceof ApiError && error.status === 400) return form.setFields([{ name: 'newEmail', errors: [error.serverMessage] }]);
      showError(error, 'Failed to change your email. Please try again.');
    }
  }

  return (
    <Flex vertical gap={12} align="flex-start">
      <SettingHeading>Email address</SettingHeading>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{`You sign in with ${user.email}. Emails about your account go there.`}</Typography.Text>
      {pending.isLoading ? (
        <div role="status" aria-busy="true" aria-label="Checking for an email change" style={{ width: '100%' }}>
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        </div>
      ) : pending.isError ? (
        <Alert
          type="error"
          showIcon
          title="We could not check for an email change waiting for confirmation."
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => pending.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        pending.data?.message && <Alert type="info" showIcon role="status" title="Waiting for confirmation" description={pending.data.message} />
      )}
      {editing ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void send(values)} style={{ width: '100%', maxWidth: 420 }} aria-label="Change email">
          <Form.Item
            label="New email address"
            name="newEmail"
            extra="We send a link to this address. Your email changes only once you open it, and your current address is told."
            rules={[
              { required: true, message: 'Please enter your new email address' },
              { type: 'email', message: 'Please enter a valid email address' },
            ]}
          >
            <Input autoComplete="email" inputMode="email" maxLength={254} />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={request.isPending}>
              Send confirmation link
            </Button>
            <Button onClick={() => setEditing(false)} disabled={request.isPending}>
              Cancel
            </Button>
          </Flex>
        </Form>
      ) : (
        <Button onClick={() => setEditing(true)}>Change email</Button>
      )}
    </Flex>
  );
}

interface PasswordFields {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

function PasswordSetting({ user }: { user: User }) {
  const change = useChangePassword();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<PasswordFields>();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const { withRecentCheck } = useRecentCheck();
  const hasPassword = user.hasPassword;

  async function save({ currentPassword, newPassword }: PasswordFields) {
    try {
      // A sensitive action: a session older than ten minutes confirms it is you first (DESIGN.md, "Second factors").
      const { message } = await withRecentCheck(() => change.mutateAsync({ ...(hasPassword ? { currentPassword } : {}), newPassword }));
      toast({ title: hasPassword ? 'Password changed' : 'Password set', description: message });
      form.resetFields();
      setEditing(false);
    } catch (error) {
      if (isCheckCancelled(error)) return;
      // The server's refusals say which field is wrong: show them there.
      if (error instanceof ApiError && error.status === 400) {
        const message = error.serverMessage;
        return form.setFields([{ name: /current password/i.test(message) ? 'currentPassword' : 'newPassword', errors: [message] }]);
      }
      showError(error, 'Failed to change your password. Please try again.');
    }
  }

  return (
    <Flex vertical gap={12} align="flex-start">
      <SettingHeading>Password</SettingHeading>
      <Typography.Text>
        {hasPassword
          ? 'Changing your password signs you out on your other devices. This one stays signed in.'
          : 'You sign in with links we email you. Set a password to sign in with it as well. Your other devices are signed out.'}
      </Typography.Text>
      {editing ? (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void save(values)} style={{ width: '100%', maxWidth: 420 }} aria-label={hasPassword ? 'Change password' : 'Set a password'}>
          {/* For password managers: whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
          {hasPassword && (
            <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: 'Please enter your current password' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <NewPasswordFields />
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {hasPassword ? 'Change password' : 'Set password'}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={change.isPending}>
              Cancel
            </Button>
          </Flex>
        </Form>
      ) : (
        <Button onClick={() => setEditing(true)}>{hasPassword ? 'Change password' : 'Set a password'}</Button>
      )}
    </Flex>
  );
}
