import { Alert, Button, Flex, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { isCheckCancelled, useRecentCheck } from '../../../components/RecentCheck';
import { ApiError } from '../../../lib/api-client';
import { type AuthenticatorSetup, confirmAuthenticator, startAuthenticatorSetup, useSecurityMutation } from '../api/security';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.');

/** The key in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a new key as a QR code (and as text for apps that cannot
 * scan), then a first code from the app to prove it was added. Answers the recovery codes
 * when this is the account's first second factor.
 */
export function AuthenticatorSetupDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (recoveryCodes: string[] | null) => void }) {
  const { withRecentCheck } = useRecentCheck();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const start = useSecurityMutation(() => withRecentCheck(startAuthenticatorSetup));
  const confirm = useSecurityMutation(confirmAuthenticator);
  const [form] = Form.useForm<{ code: string }>();

  useEffect(() => {
    if (!open) return;
    setSetup(null);
    form.resetFields();
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => {
        if (isCheckCancelled(error)) onClose();
      },
    });
    // A new key each time the dialog opens.
  }, [open]);

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code.replace(/\s+/g, ''), {
      onSuccess: ({ recoveryCodes }) => {
        onAdded(recoveryCodes ?? null);
        onClose();
      },
    });

  return (
    <Modal
      open={open}
      title="Set up an authenticator app"
      okText="Turn on"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !setup }}
      confirmLoading={confirm.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {start.isError && !isCheckCancelled(start.error) && (
        <Alert
          type="error"
          showIcon
          title={messageOf(start.error)}
          action={
            <Button size="small" onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
              Retry
            </Button>
          }
        />
      )}
      {!setup && !start.isError && <Skeleton active paragraph={{ rows: 5 }} />}
      {setup && (
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            1. In an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account and scan this code.
          </Typography.Paragraph>
          <img src={setup.qrCode} alt="QR code to scan with your authenticator app" width={200} height={200} style={{ alignSelf: 'center' }} />
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Cannot scan it? Enter this key instead:{' '}
            <Typography.Text code copyable={{ text: setup.secret, tooltips: ['Copy the key', 'Copied'] }} style={{ overflowWrap: 'anywhere' }} data-testid="authenticator-key">
              {grouped(setup.secret)}
            </Typography.Text>
          </Typography.Paragraph>
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} style={{ marginTop: 8 }}>
            {confirm.isError && <Alert type="error" showIcon title={messageOf(confirm.error)} style={{ marginBottom: 12 }} />}
            <Form.Item
              label="2. Enter the 6-digit code the app shows"
              name="code"
              rules={[
                { required: true, message: 'Enter the 6-digit code from the app' },
                { pattern: /^\s*(\d\s*){6}$/, message: 'The code is 6 digits' },
              ]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} style={{ maxWidth: 200 }} />
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
