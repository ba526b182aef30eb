import { WarningOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useCertificateWallet } from '../api/certificate-wallet';

/** The dashboard's line 'N certificates expire within 90 days', linking to the wallet; nothing when none do. */
export function ExpiringCertificatesNotice() {
  const { data } = useCertificateWallet();
  const count = data?.expiringSoon ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      title={
        <Link to="/profile#certificate-wallet">
          {count === 1 ? '1 certificate expires' : `${count} certificates expire`} within 90 days
        </Link>
      }
    />
  );
}
