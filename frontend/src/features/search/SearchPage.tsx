import { Card, Empty, Typography } from 'antd';

/** Placeholder until its issue lands. */
export default function SearchPage() {
  return (
    <Card>
      <Typography.Title level={2}>Search Crew</Typography.Title>
      <Empty description="Crew search is coming soon." />
    </Card>
  );
}
