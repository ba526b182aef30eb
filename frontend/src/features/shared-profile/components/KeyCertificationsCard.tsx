import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex, Tag } from 'antd';

/** Spec section 9: at most 6 STCW endorsements on the public profile. */
export const MAX_KEY_CERTIFICATIONS = 6;

export function KeyCertificationsCard({ endorsements }: { endorsements: string[] }) {
  const shown = endorsements.slice(0, MAX_KEY_CERTIFICATIONS);
  if (shown.length === 0) return null;
  return (
    <Card title="Key Certifications">
      <Flex wrap gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {shown.map((name) => (
          <li key={name}>
            <Tag color="blue" icon={<SafetyCertificateOutlined />} style={{ whiteSpace: 'normal', padding: '4px 8px', marginInlineEnd: 0 }}>
              {name}
            </Tag>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
