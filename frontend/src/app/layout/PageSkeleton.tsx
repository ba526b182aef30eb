import { Card, Skeleton } from 'antd';

export function PageSkeleton() {
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }} aria-busy="true" aria-label="Loading">
      <Card>
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </Card>
    </div>
  );
}
