import { WarningOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useCertificateWallet } from '../api/certificate-wallet';

/**
 * What the notice says: '1 expired, 2 expire within 90 days', or either half alone; null when
 * nothing has expired or is about to.
 */
export function certificateExpiryText(expired: number, expiringSoon: number): string | null {
  const parts = [
    ...(expired > 0 ? [`${expired} expired`] : []),
    ...(expiringSoon > 0 ? [`${expiringSoon} ${expiringSoon === 1 ? 'expires' : 'expire'} within 90 days`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The dashboard's notice of certificates that have expired or expire within 90 days, linking to
 * the wallet; nothing when none have. Expired ones are the more urgent, so they come first and
 * turn the notice red.
 */
export function ExpiringCertificatesNotice() {
  const { data } = useCertificateWallet();
  const text = data ? certificateExpiryText(data.expired, data.expiringSoon) : null;
  if (!data || !text) return null;
  return (
    <Alert
      type={data.expired > 0 ? 'error' : 'warning'}
      showIcon
      icon={<WarningOutlined />}
      title={<Link to="/profile#certificate-wallet">Certificates: {text}</Link>}
    />
  );
}
