import { Alert, Card, Table, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../lib/dates';
import { useConsistencyReport } from '../api/get-consistency';
import type { ConsistencyKind } from '../api/schemas';

/** What each kind of read model is, in an operator's words. */
const KIND_LABELS: Record<string, string> = {
  reviews: 'Reviews, their numbers and skills',
  'public-profiles': 'Public profiles',
  'crew-search': 'Crew search',
  'shared-links': 'Share links and views',
  'audit-log': 'Audit log',
  'credit-balances': 'Credit balances',
  'allowance-counters': 'Monthly allowance counters',
};

const PROBLEM_LABELS = { missing: 'missing', unexpected: 'should not exist', differs: 'differs' } as const;

function Status({ kind }: { kind: ConsistencyKind }) {
  if (kind.error) return <Tag color="red">Not checked</Tag>;
  return kind.differing === 0 ? <Tag color="green">Equal</Tag> : <Tag color="red">{kind.differing} differing</Tag>;
}

/**
 * The System tab's card for the last consistency check (issue 27): each read model, whether it
 * equals its sources, and a few rows that do not, to start looking from. Self-contained: it
 * loads its own data.
 */
export function ConsistencyCard() {
  const { data, isPending, error } = useConsistencyReport();
  const run = data?.lastRun;
  return (
    <Card title="Read-model consistency" loading={isPending}>
      {error && <Alert type="error" showIcon title="The last consistency check could not be loaded." />}
      {data && !run && <Typography.Paragraph>No consistency check has run yet. The worker runs one daily.</Typography.Paragraph>}
      {run && (
        <>
          <Typography.Paragraph>
            Last checked {formatDateTime(run.finishedAt)}
            {run.repaired ? ' (with repair)' : ''}:{' '}
            {run.differing === 0 ? 'every read model equals its sources.' : `${run.differing} row${run.differing === 1 ? '' : 's'} differ from their sources.`}
          </Typography.Paragraph>
          <Table<ConsistencyKind>
            rowKey="kind"
            size="small"
            pagination={false}
            dataSource={run.kinds}
            columns={[
              { title: 'Read model', key: 'kind', render: (_, kind) => KIND_LABELS[kind.kind] ?? kind.kind },
              { title: 'Status', key: 'status', render: (_, kind) => <Status kind={kind} /> },
              {
                title: 'Sample rows',
                key: 'samples',
                render: (_, kind) =>
                  kind.error ? (
                    kind.error
                  ) : kind.samples.length === 0 ? (
                    '—'
                  ) : (
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {kind.samples.map((s) => (
                        <li key={`${s.table} ${s.key}`}>
                          <Typography.Text code>{s.table}</Typography.Text> {s.key}: {PROBLEM_LABELS[s.problem]}
                          {s.columns.length > 0 ? ` (${s.columns.join(', ')})` : ''}
                        </li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
