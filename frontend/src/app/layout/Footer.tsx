import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { LEGAL_EMAIL, PRIVACY_EMAIL, PRODUCT_NAME } from '../../lib/brand';
import { useToday } from '../../lib/today';

const linkStyle = { color: '#4b5563' };

export function Footer() {
  const { year } = useToday();
  return (
    <footer style={{ background: '#f8fafc', borderTop: '1px solid #e5e7eb', marginTop: 48 }}>
      <Flex wrap gap={32} justify="space-between" style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
        <nav aria-label="Platform">
          <Typography.Text strong>Platform</Typography.Text>
          <Flex vertical gap={6} style={{ marginTop: 8 }}>
            <Link to="/" style={linkStyle}>Dashboard</Link>
            <Link to="/profile" style={linkStyle}>Profile</Link>
            <Link to="/reviews" style={linkStyle}>Reviews</Link>
          </Flex>
        </nav>
        <nav aria-label="Support">
          <Typography.Text strong>Support</Typography.Text>
          <Flex vertical gap={6} style={{ marginTop: 8 }}>
            <Typography.Text type="secondary" title="The help center is coming soon">Help Center</Typography.Text>
            <Link to="/privacy" style={linkStyle}>Privacy Policy</Link>
            <Link to="/terms" style={linkStyle}>Terms of Service</Link>
          </Flex>
        </nav>
        <nav aria-label="Contact">
          <Typography.Text strong>Contact</Typography.Text>
          <Flex vertical gap={6} style={{ marginTop: 8 }}>
            <a href={`mailto:${LEGAL_EMAIL}`} style={linkStyle}>Legal support</a>
            <a href={`mailto:${PRIVACY_EMAIL}`} style={linkStyle}>Privacy questions</a>
          </Flex>
        </nav>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: '0 16px 24px', margin: 0 }}>
        © {year} {PRODUCT_NAME}. All rights reserved.
      </Typography.Paragraph>
    </footer>
  );
}
