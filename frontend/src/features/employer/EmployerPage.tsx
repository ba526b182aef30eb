import { Card, Empty, Typography } from 'antd';

/** Placeholder until its issue lands. */
export default function EmployerPage() {
  return (
    <Card>
      <Typography.Title level={2}>Employer</Typography.Title>
      <Empty description="Employer accounts are coming soon." />
    </Card>
  );
}
