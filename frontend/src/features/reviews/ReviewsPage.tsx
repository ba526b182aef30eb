import { Card, Empty, Typography } from 'antd';

/** Placeholder until its issue lands. */
export default function ReviewsPage() {
  return (
    <Card>
      <Typography.Title level={2}>Professional Reviews</Typography.Title>
      <Empty description="Reviews are coming soon." />
    </Card>
  );
}
