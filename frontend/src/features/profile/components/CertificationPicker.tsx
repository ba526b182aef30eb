import { PlusOutlined, SearchOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Flex, Input, Modal, Typography } from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { filterItems, groupSelected, removeId, toggleId, type PickerTab, type QuickAction, type SearchFields } from '../utils/picker-logic';
import { FilterTabs } from './FilterTabs';
import { RemovableChip } from './RemovableChip';

type SelectedView<T> =
  /** Chips grouped under a heading with an 'n selected' count. */
  | { kind: 'groups'; groupOf: (item: T) => string; groupTitle?: (group: string) => string }
  /** A plain list under one heading, each row with a Remove button. */
  | { kind: 'list'; heading: string; renderRow: (item: T) => ReactNode; rowName: (item: T) => string };

/** Everything that makes one of the five pickers differ from the others. */
export interface PickerConfig<T extends { id: string }> {
  title: string;
  description: string;
  addLabel: string;
  dialogTitle: string;
  searchPlaceholder: string;
  searchFields: (item: T) => SearchFields;
  /** The dialog's scrollable list (spec: 384 or 400 px). */
  listHeight: 384 | 400;
  /** The MCA picker shows an 'n found' counter beside the search. */
  showFoundCount?: boolean;
  noMatchText: string;
  /** 'card' draws each option as a bordered card (MCA); 'row' as a list row. */
  optionStyle: 'row' | 'card';
  renderOption: (item: T) => ReactNode;
  chipLabel: (item: T) => string;
  selectedView: SelectedView<T>;
  emptyTitle: string;
  emptyHint?: string;
}

interface CertificationPickerProps<T extends { id: string }> {
  config: PickerConfig<T>;
  items: readonly T[];
  tabs: PickerTab<T>[];
  quickActions?: QuickAction[];
  value?: string[];
  onChange?: (ids: string[]) => void;
}

/**
 * One certification section: a card listing what is selected and a dialog to pick from the
 * catalogue. Every change goes straight to the form (spec: selections apply immediately);
 * Done and Cancel only close the dialog.
 */
export function CertificationPicker<T extends { id: string }>({ config, items, tabs, quickActions = [], value = [], onChange }: CertificationPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const change = (ids: string[]) => onChange?.(ids);

  return (
    <Card title={<span id={headingId}>{config.title}</span>} aria-labelledby={headingId} role="region">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
          {config.description}
        </Typography.Text>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {config.addLabel}
        </Button>
      </Flex>
      <SelectedItems config={config} items={items} value={value} onRemove={(id) => change(removeId(value, id))} />
      <Modal
        open={open}
        title={config.dialogTitle}
        width={760}
        centered
        // The dialog never outgrows the screen and its footer (Done) stays in view: on a phone
        // the search, quick actions, wrapped tabs and list are taller than the screen, and the
        // body scrolls between the title and the footer instead of pushing Done below the fold.
        styles={{ container: { display: 'flex', flexDirection: 'column', maxHeight: 'calc(100dvh - 32px)' }, body: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' } }}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            Cancel
          </Button>,
          <Button key="done" type="primary" onClick={() => setOpen(false)}>
            {`Done (${value.length} selected)`}
          </Button>,
        ]}
      >
        <PickerDialogBody config={config} items={items} tabs={tabs} quickActions={quickActions} value={value} onChange={change} />
      </Modal>
    </Card>
  );
}

/** Search, tabs and the checkbox list; mounted only while the dialog is open, so each opening starts fresh. */
function PickerDialogBody<T extends { id: string }>({ config, items, tabs, quickActions, value, onChange }: Required<Omit<CertificationPickerProps<T>, 'value' | 'onChange'>> & { value: string[]; onChange: (ids: string[]) => void }) {
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState(tabs[0]?.key ?? 'all');
  const panelId = useId();
  const activeTab = tabs.find((tab) => tab.key === activeKey) ?? tabs[0];
  const filtered = useMemo(() => filterItems(items, activeTab, query, config.searchFields), [items, activeTab, query, config.searchFields]);
  const chosen = new Set(value);
  const emptyText = query.trim() === '' && activeTab?.emptyText ? activeTab.emptyText : config.noMatchText;

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={12}>
        <Input
          autoFocus
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={config.searchPlaceholder}
          aria-label={config.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {config.showFoundCount && (
          <Typography.Text type="secondary" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {filtered.length} found
          </Typography.Text>
        )}
      </Flex>
      {quickActions.length > 0 && (
        <Flex wrap gap={8} aria-label="Quick actions" role="group">
          {quickActions.map((action) => (
            <Button key={action.key} size="small" icon={action.key === 'clear' ? undefined : <ThunderboltOutlined aria-hidden />} danger={action.key === 'clear'} onClick={() => onChange(action.apply(value))}>
              {action.label}
            </Button>
          ))}
        </Flex>
      )}
      <FilterTabs tabs={tabs} active={activeTab?.key ?? ''} onChange={setActiveKey} panelId={panelId} label={`${config.dialogTitle} filters`} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={activeTab ? `${panelId}-tab-${activeTab.key}` : undefined}
        tabIndex={0}
        // A shorter list on a short screen, so some of it shows beside the search and tabs.
        style={{ height: `min(${config.listHeight}px, 45dvh)`, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}
      >
        {filtered.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <Flex vertical gap={config.optionStyle === 'card' ? 8 : 0}>
            {filtered.map((item) => {
              const checked = chosen.has(item.id);
              return (
                <div
                  key={item.id}
                  style={
                    config.optionStyle === 'card'
                      ? { border: `1px solid ${checked ? '#0b4f8a' : '#e5e7eb'}`, background: checked ? '#f0f6fc' : undefined, borderRadius: 8, padding: '10px 12px' }
                      : { padding: '8px 4px', borderBottom: '1px solid #f5f5f5', background: checked ? '#f0f6fc' : undefined }
                  }
                >
                  <Checkbox checked={checked} onChange={() => onChange(toggleId(value, item.id))} style={{ width: '100%', alignItems: 'flex-start' }}>
                    {config.renderOption(item)}
                  </Checkbox>
                </div>
              );
            })}
          </Flex>
        )}
      </div>
    </Flex>
  );
}

function SelectedItems<T extends { id: string }>({ config, items, value, onRemove }: { config: PickerConfig<T>; items: readonly T[]; value: string[]; onRemove: (id: string) => void }) {
  const view = config.selectedView;
  const groups = groupSelected(items, value, view.kind === 'groups' ? view.groupOf : () => '');

  if (groups.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={2}>
            <Typography.Text strong>{config.emptyTitle}</Typography.Text>
            {config.emptyHint && <Typography.Text type="secondary">{config.emptyHint}</Typography.Text>}
          </Flex>
        }
      />
    );
  }

  if (view.kind === 'list') {
    return (
      <div>
        <Typography.Text strong>{view.heading}</Typography.Text>
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {groups[0].items.map((item) => (
            <li key={item.id} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, padding: '8px 12px', marginBottom: 8, background: '#f7f9fc', borderRadius: 8 }}>
              <div style={{ minWidth: 0 }}>{view.renderRow(item)}</div>
              <Button size="small" danger onClick={() => onRemove(item.id)} aria-label={`Remove ${view.rowName(item)}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Flex vertical gap={16}>
      {groups.map(({ group, items: entries }) => {
        const title = view.groupTitle ? view.groupTitle(group) : group;
        return (
          <section key={group} aria-label={title}>
            <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{title}</Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {entries.length} selected
              </Typography.Text>
            </Flex>
            <Flex wrap gap={8}>
              {entries.map((item) => (
                <RemovableChip key={item.id} label={config.chipLabel(item)} onRemove={() => onRemove(item.id)} />
              ))}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}
