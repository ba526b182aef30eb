import { API_KEY_LIMITS } from '@crew/contracts/api-keys';
import { Alert, Button, Empty, Flex, Form, Input, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import type { ApiKey, CreatedApiKey, SubscriptionInfo } from '../api/schemas';
import { hasPlanFeature, PlanFeatureLock } from './PlanFeatureLock';

function useFailureToast() {
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  return (title: string, error: unknown) => {
    if (handleUnauthorized(error)) return;
    toast({ title, description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
  };
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateApiKey();
  const failed = useFailureToast();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ name }) =>
        create.mutate(name.trim(), {
          onSuccess: (key) => {
            form.resetFields();
            onCreated(key);
          },
          onError: (error) => failed('The API key could not be created', error),
        })
      }
    >
      <Flex wrap gap={8} align="flex-start">
        <Form.Item
          name="name"
          label="Key name"
          extra="What it is for, e.g. the system that will use it"
          style={{ flex: '1 1 220px', marginBottom: 0 }}
          rules={[
            { required: true, whitespace: true, message: 'Please name the key' },
            { max: API_KEY_LIMITS.nameMax, message: `At most ${API_KEY_LIMITS.nameMax} characters` },
          ]}
        >
          <Input maxLength={API_KEY_LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
        {/* Aligned with the input, below its label. */}
        <Button type="primary" htmlType="submit" loading={create.isPending} style={{ marginTop: 30 }}>
          Create key
        </Button>
      </Flex>
    </Form>
  );
}

/** The one moment the whole key exists outside the employer's systems: copy it now, it is never shown again. */
function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  return (
    <Modal
      open={!!created}
      title="Copy your new API key"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          I have copied it
        </Button>
      }
      // The key must not linger in the page once the dialog is closed.
      destroyOnHidden
    >
      {created && (
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title="This is the only time the key is shown. Store it somewhere safe now: if you lose it, revoke it and create another." />
          <Typography.Text strong>{created.name}</Typography.Text>
          <Typography.Text code copyable={{ text: created.key, tooltips: ['Copy key', 'Copied'] }} style={{ wordBreak: 'break-all' }} aria-label="Your new API key">
            {created.key}
          </Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}

function KeyList({ keys }: { keys: ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const failed = useFailureToast();
  if (keys.length === 0) return <Empty description="No API keys yet" />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Your API keys">
      {keys.map((key) => (
        <li key={key.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Flex wrap gap={12} align="center" justify="space-between">
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {key.name}
              </Typography.Text>
              <Typography.Text code style={{ alignSelf: 'flex-start' }}>
                {key.prefix}…
              </Typography.Text>
              <Typography.Text type="secondary">
                Created {formatDate(key.createdAt)} · {key.lastUsedAt ? `Last used ${formatDateTime(key.lastUsedAt)}` : 'Never used'}
              </Typography.Text>
            </Flex>
            <Popconfirm
              title={`Revoke “${key.name}”?`}
              description="Programs using it are refused from their next request. This cannot be undone."
              okText="Revoke"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                revoke.mutateAsync(key.id).then(
                  () => toast({ title: 'API key revoked' }),
                  (error: unknown) => failed('The API key could not be revoked', error),
                )
              }
            >
              <Button danger aria-label={`Revoke ${key.name}`}>
                Revoke
              </Button>
            </Popconfirm>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/**
 * API access (DESIGN.md, "Plan features"): Enterprise employers create keys for their own
 * systems to call crew search and crew profiles, and revoke them. A plan without it shows the
 * way to it, and still lists (and revokes) keys made while it had it.
 */
export function ApiAccessTab({ info }: { info: SubscriptionInfo }) {
  const allowed = hasPlanFeature(info, 'apiKeys');
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const toast = useToast();

  let list;
  if (keys.isLoading) list = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (keys.isError) list = <LoadError title="Your API keys could not be loaded" onRetry={() => void keys.refetch()} retrying={keys.isRefetching} />;
  else list = <KeyList keys={keys.data ?? []} />;

  return (
    <Flex vertical gap={20}>
      {allowed ? (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>
            Your own systems can search crew and open crew profiles with a key, sent as <Typography.Text code>Authorization: Bearer &lt;key&gt;</Typography.Text> to{' '}
            <Typography.Text code>GET /api/search/crew</Typography.Text> and <Typography.Text code>GET /api/search/crew/&#123;id&#125;</Typography.Text>. Profile views count
            against your plan as they do here; each key makes at most {API_KEY_LIMITS.requestsPerMinute} requests a minute. See the{' '}
            {/* Underlined: inside a sentence, colour alone would not tell it apart (axe: link-in-text-block). */}
            <Typography.Link href="/api/docs" target="_blank" rel="noopener" underline>
              API reference
            </Typography.Link>
            .
          </Typography.Paragraph>
          <CreateKeyForm
            onCreated={(key) => {
              setCreated(key);
              toast({ title: 'API key created' });
            }}
          />
        </>
      ) : (
        <PlanFeatureLock capability="apiKeys">Let your own systems search crew and open crew profiles with API keys.</PlanFeatureLock>
      )}
      {(allowed || (keys.data?.length ?? 0) > 0 || keys.isError) && list}
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
    </Flex>
  );
}
