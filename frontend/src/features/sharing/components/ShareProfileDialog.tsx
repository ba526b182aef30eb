import { Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useCreateShareLink } from '../api/create-share-link';
import { ACCESS_LEVEL_OPTIONS, DEFAULT_ACCESS_LEVEL, DEFAULT_EXPIRATION_DAYS, EXPIRATION_OPTIONS, FAILURES, PURPOSE_MAX_LENGTH } from '../constants';
import type { AccessLevel, ExpirationDays, ShareLink } from '../api/schemas';
import { useShareToasts } from '../use-share-toasts';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (link: ShareLink) => void;
}

/** Share Profile (spec section 2, Dialogs): purpose, access level and expiry of a new link. */
export function ShareProfileDialog({ open, onClose, onCreated }: Props) {
  const [purpose, setPurpose] = useState('');
  const [accessLevel, setAccessLevel] = useState<AccessLevel>(DEFAULT_ACCESS_LEVEL);
  const [expirationDays, setExpirationDays] = useState<ExpirationDays>(DEFAULT_EXPIRATION_DAYS);
  const create = useCreateShareLink();
  const { toast, failed } = useShareToasts();

  const reset = () => {
    setPurpose('');
    setAccessLevel(DEFAULT_ACCESS_LEVEL);
    setExpirationDays(DEFAULT_EXPIRATION_DAYS);
  };

  const submit = () => {
    if (!purpose.trim()) {
      toast({ title: 'Missing information', description: 'Please specify the purpose for this share link', variant: 'destructive' });
      return;
    }
    create.mutate(
      { purpose: purpose.trim(), accessLevel, expirationDays },
      {
        onSuccess: (link) => {
          toast({ title: 'Share link created', description: 'Copy it and send it to whoever should see your profile.' });
          reset();
          onCreated(link);
        },
        onError: (error) => failed(error, FAILURES.generate),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Share Profile"
      okText="Generate Link"
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Create a secure link to your profile that stops working after the days you choose.</Typography.Paragraph>
      <Form layout="vertical" requiredMark>
        <Form.Item label="Purpose" htmlFor="share-purpose" required>
          <Input
            id="share-purpose"
            value={purpose}
            onChange={(e) => setPurpose(e.target.value)}
            // Enter in the purpose box generates the link, like the button.
            onPressEnter={(e) => {
              e.preventDefault();
              submit();
            }}
            maxLength={PURPOSE_MAX_LENGTH}
            showCount
            placeholder="e.g. Application for Chief Officer on M/Y Aurora"
            autoFocus
          />
        </Form.Item>
        <Form.Item label="Access Level">
          <Radio.Group value={accessLevel} onChange={(e) => setAccessLevel(e.target.value)} aria-label="Access Level">
            <Flex vertical gap={8}>
              {ACCESS_LEVEL_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {option.label}
                  <Typography.Text type="secondary"> - {option.description}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Link Expiration" htmlFor="share-expiration">
          <Select
            id="share-expiration"
            value={expirationDays}
            onChange={setExpirationDays}
            options={EXPIRATION_OPTIONS.map((days) => ({ value: days, label: `${days} days` }))}
            aria-label="Link Expiration"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
