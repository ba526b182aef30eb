import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/brand';

/**
 * `busy` marks the card aria-busy while the app has not yet taken a server-rendered form over
 * (ADR 0030): its buttons are disabled until then, and assistive technology is told to wait.
 */
export function AuthCard({ title, subtitle, busy = false, children }: { title: string; subtitle: string; busy?: boolean; children: React.ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #e8f1fb 0%, #f8fafc 100%)', padding: '48px 16px' }}>
      <Flex vertical align="center" gap={16}>
        <Link to="/" style={{ color: '#0b4f8a', fontWeight: 700, fontSize: 20 }}>
          {PRODUCT_NAME}
        </Link>
        <Card style={{ width: '100%', maxWidth: 440 }} aria-busy={busy}>
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
