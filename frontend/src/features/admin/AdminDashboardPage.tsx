import { Card, Empty, Typography } from 'antd';

/** Placeholder until its issue lands. */
export default function AdminDashboardPage() {
  return (
    <Card>
      <Typography.Title level={2}>Admin Dashboard</Typography.Title>
      <Empty description="The admin dashboard is coming soon." />
    </Card>
  );
}
