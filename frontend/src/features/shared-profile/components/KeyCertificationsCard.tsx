import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex, Tag } from 'antd';

/** Spec section 9: at most 6 STCW endorsements on the public profile. */
export const MAX_KEY_CERTIFICATIONS = 6;

/** Today as the certificate wallet judges expiry: the UTC day, 'YYYY-MM-DD'. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The endorsements, each marked 'Expired' (in words, not colour only) once the day after its
 * recorded expiry date has come: the document carries dates, and the mark is judged here, on
 * the reader's today, so it appears without the profile changing (ADR 0029).
 */
export function KeyCertificationsCard({ endorsements, expiryDates = {}, today = utcToday() }: { endorsements: string[]; expiryDates?: Record<string, string>; today?: string }) {
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
            {expiryDates[name] !== undefined && expiryDates[name] < today && (
              <Tag color="red" style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>
                Expired
              </Tag>
            )}
          </li>
        ))}
      </Flex>
    </Card>
  );
}
