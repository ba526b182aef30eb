import { Card, Skeleton } from 'antd';
import { useStats } from '../api/get-stats';
import { toNumber } from '../labels';

/** Dashboard widget (spec section 2): six counts from GET /api/stats, 0 when missing. */
export function ProfileStatsCard() {
  const { data, isLoading } = useStats();
  const rows = [
    { label: 'Total Reviews', value: String(toNumber(data?.totalReviews)) },
    { label: 'Verified Reviews', value: String(toNumber(data?.verifiedReviews)) },
    { label: 'Pending Confirmation', value: String(toNumber(data?.pendingReviews)) },
    { label: 'Served Together', value: String(toNumber(data?.servedTogetherReviews)) },
    { label: 'Profile Views', value: String(toNumber(data?.profileViews)) },
    { label: 'Active Links', value: `${toNumber(data?.activeLinks)} active` },
  ];
  return (
    <Card title="Profile Stats">
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <dl style={{ margin: 0 }}>
          {rows.map((row) => (
            <div key={row.label} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}>
              <dt style={{ color: 'rgba(0, 0, 0, 0.55)' }}>{row.label}</dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
