import { savedSearchesLockedMessage } from '@crew/contracts/search-filters';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '@crew/contracts/search-values';
import { DeleteOutlined, EditOutlined, FolderOpenOutlined, LockOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Empty, Flex, Form, Input, Modal, Popconfirm, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useCreateSavedSearch, useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import type { SavedSearch, SearchFilters } from '../api/schemas';
import { criteriaFromFilters, filtersFromCriteria } from '../api/search-params';
import { describeSearch } from './ActiveFilters';
import { UPGRADE_PATH } from './SearchFiltersPanel';

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error));

/**
 * Saved searches with daily alerts (DESIGN.md, "Plan features": Professional and Enterprise):
 * save the current search under a name, then run, rename, delete it or turn its alerts on or
 * off. A plan without them shows the feature locked with an upgrade link; searches saved on an
 * earlier plan can still be run and deleted.
 */
export function SavedSearches({ filters, canSave, onRun }: { filters: SearchFilters; canSave: boolean; onRun: (filters: SearchFilters) => void }) {
  const saved = useSavedSearches(true);
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);
  const count = saved.data?.length ?? 0;
  return (
    <Flex wrap gap={8} align="center">
      {canSave ? (
        <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
          Save search
        </Button>
      ) : (
        <Flex gap={6} align="center" wrap role="note">
          <LockOutlined aria-hidden />
          <Typography.Text type="secondary">{savedSearchesLockedMessage()}.</Typography.Text>
          <Link to={UPGRADE_PATH}>Upgrade</Link>
        </Flex>
      )}
      {(canSave || count > 0) && (
        <Button icon={<FolderOpenOutlined />} onClick={() => setListing(true)}>
          {`Saved searches${count > 0 ? ` (${count})` : ''}`}
        </Button>
      )}
      <SaveSearchDialog open={saving} filters={filters} full={count >= SAVED_SEARCHES_MAX} onClose={() => setSaving(false)} />
      <Drawer title="Saved searches" open={listing} onClose={() => setListing(false)} size="min(440px, 100vw)">
        {saved.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : saved.isError ? (
          <LoadError title="Could not load your saved searches" onRetry={() => void saved.refetch()} retrying={saved.isFetching} />
        ) : count === 0 ? (
          <Empty description="No saved searches yet: search, then choose Save search." />
        ) : (
          <ul aria-label="Saved searches" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {saved.data.map((item) => (
              <SavedSearchItem
                key={item.id}
                item={item}
                canChange={canSave}
                onRun={() => {
                  onRun(filtersFromCriteria(item.criteria));
                  setListing(false);
                }}
              />
            ))}
          </ul>
        )}
      </Drawer>
    </Flex>
  );
}

function SaveSearchDialog({ open, filters, full, onClose }: { open: boolean; filters: SearchFilters; full: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; alerts: boolean }>();
  const create = useCreateSavedSearch();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    form.resetFields();
    setFailure(null);
    onClose();
  };
  const submit = async ({ name, alerts }: { name: string; alerts: boolean }) => {
    setFailure(null);
    try {
      await create.mutateAsync({ name: name.trim(), criteria: criteriaFromFilters(filters), alerts });
      toast({ title: 'Search saved', description: alerts ? 'We will email you once a day when new crew match.' : undefined });
      close();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      // A taken name or a full list: said in the dialog, where it can be fixed.
      setFailure(serverMessage(error));
    }
  };
  return (
    <Modal
      open={open}
      title="Save search"
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending, disabled: full }}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{describeSearch(filters)}</Typography.Text>
        {full && <Typography.Text type="danger">{`You can keep up to ${SAVED_SEARCHES_MAX} saved searches: delete one to save another.`}</Typography.Text>}
        <Form form={form} layout="vertical" initialValues={{ name: '', alerts: true }} onFinish={submit}>
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Give the search a name' }]}
            validateStatus={failure ? 'error' : undefined}
            help={failure ?? undefined}
          >
            <Input maxLength={SAVED_SEARCH_NAME_MAX} showCount placeholder="e.g. Chief engineers in Palma" autoFocus />
          </Form.Item>
          <Form.Item name="alerts" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Email me once a day when new crew match</Checkbox>
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

function SavedSearchItem({ item, canChange, onRun }: { item: SavedSearch; canChange: boolean; onRun: () => void }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const fail = (title: string) => (error: unknown) => {
    if (!handleUnauthorized(error)) toast({ title, description: serverMessage(error), variant: 'destructive' });
  };
  const rename = async () => {
    try {
      await update.mutateAsync({ id: item.id, name: name.trim() });
      toast({ title: 'Saved search renamed' });
      setRenaming(false);
    } catch (error) {
      fail('Failed to rename the saved search')(error);
    }
  };
  return (
    <li aria-label={item.name} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex vertical gap={8}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>{item.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{describeSearch(filtersFromCriteria(item.criteria))}</Typography.Text>
        <Flex align="center" gap={8}>
          <Switch
            size="small"
            checked={item.alerts}
            disabled={!canChange}
            loading={update.isPending && update.variables?.alerts !== undefined}
            aria-label={`Email alerts for ${item.name}`}
            onChange={(alerts) =>
              update.mutate(
                { id: item.id, alerts },
                { onSuccess: () => toast({ title: alerts ? `Alerts on for ${item.name}` : `Alerts off for ${item.name}` }), onError: fail('Failed to change the alerts') },
              )
            }
          />
          <Typography.Text type="secondary">
            {item.alerts ? 'Daily email alerts' : 'No email alerts'}
            {item.lastAlertAt ? ` · last sent ${formatDate(item.lastAlertAt)}` : ''}
          </Typography.Text>
        </Flex>
        {renaming ? (
          <Flex gap={8} wrap>
            <Input
              aria-label={`New name for ${item.name}`}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={() => name.trim() && void rename()}
              style={{ flex: 1, minWidth: 160 }}
              autoFocus
            />
            <Button type="primary" onClick={() => void rename()} disabled={!name.trim()} loading={update.isPending}>
              Save
            </Button>
            <Button onClick={() => { setName(item.name); setRenaming(false); }}>Cancel</Button>
          </Flex>
        ) : (
          <Flex gap={8} wrap>
            <Button type="primary" onClick={onRun} aria-label={`Run ${item.name}`}>
              Run
            </Button>
            <Button icon={<EditOutlined />} disabled={!canChange} onClick={() => setRenaming(true)} aria-label={`Rename ${item.name}`}>
              Rename
            </Button>
            <Popconfirm
              title={`Delete '${item.name}'?`}
              description="Its alerts stop too."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(item.id).then(() => toast({ title: 'Saved search deleted' }), fail('Failed to delete the saved search'))}
            >
              <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${item.name}`}>
                Delete
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
    </li>
  );
}
