import { Card, Empty, Typography } from 'antd';

/** Placeholder until its issue lands. */
export default function ProfilePage() {
  return (
    <Card>
      <Typography.Title level={2}>Profile Settings</Typography.Title>
      <Empty description="Profile settings are coming soon." />
    </Card>
  );
}
