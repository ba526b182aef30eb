import { Card, Flex, Tag, Typography } from 'antd';
import { fullName, useUser } from '../../lib/auth';

/** Placeholder header until the reviews issue builds the full dashboard. */
export default function DashboardPage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Card>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Welcome, {fullName(user)}
        </Typography.Title>
        <Typography.Text type="secondary">{user.position ?? 'Add your position in Profile Settings'}</Typography.Text>
        {user.isVerified ? <Tag color="green">Verified</Tag> : <Tag>Email not confirmed yet</Tag>}
      </Flex>
    </Card>
  );
}
