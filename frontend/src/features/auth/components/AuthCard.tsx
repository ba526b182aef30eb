import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/brand';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #e8f1fb 0%, #f8fafc 100%)', padding: '48px 16px' }}>
      <Flex vertical align="center" gap={16}>
        <Link to="/" style={{ color: '#0b4f8a', fontWeight: 700, fontSize: 20 }}>
          {PRODUCT_NAME}
        </Link>
        <Card style={{ width: '100%', maxWidth: 440 }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
          {children}
        </Card>
      </Flex>
    </main>
  );
}
