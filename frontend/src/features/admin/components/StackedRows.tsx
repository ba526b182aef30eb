import { Table, Typography } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';

export interface StackedColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

/**
 * Rows as label/value blocks, one under the other: what a table becomes on a phone, where its
 * columns would only scroll sideways out of sight.
 */
export function StackedRows<T>({ rows, columns, rowKey, label }: { rows: T[]; columns: Array<StackedColumn<T>>; rowKey: (row: T) => string; label: string }) {
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row, index) => (
        <li key={rowKey(row)} style={{ padding: '12px 0', borderTop: index ? '1px solid rgba(5, 5, 5, 0.06)' : undefined }}>
          <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: '4px 12px', margin: 0 }}>
            {columns.map((column) => (
              <div key={column.key} style={{ display: 'contents' }}>
                <dt>
                  <Typography.Text type="secondary">{column.title}</Typography.Text>
                </dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{column.render(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

const NARROW = '(max-width: 767.98px)';

/**
 * True below antd's md breakpoint (768 px): the layout stacks. Asked as a max-width query, so
 * a screen that cannot tell (the server render) gets the wide layout.
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/** A table on a wide screen, stacked rows on a phone, from one list of columns. */
export function AdaptiveTable<T extends object>({
  rows,
  columns,
  rowKey,
  label,
}: {
  rows: T[];
  columns: Array<StackedColumn<T> & { width?: number }>;
  rowKey: (row: T) => string;
  label: string;
}) {
  const narrow = useNarrow();
  if (narrow) return <StackedRows rows={rows} columns={columns} rowKey={rowKey} label={label} />;
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      pagination={false}
      dataSource={rows}
      aria-label={label}
      columns={columns.map((column) => ({ key: column.key, title: column.title, width: column.width, render: (_: unknown, row: T) => column.render(row) }))}
    />
  );
}
