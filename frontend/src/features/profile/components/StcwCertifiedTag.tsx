import { TrophyOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useCertificateWallet } from '../api/certificate-wallet';

/**
 * 'STCW Certified' on the dashboard, as the server judges it from the wallet (one rule: a held
 * STCW endorsement from the catalogue that has not expired); nothing while unknown.
 */
export function StcwCertifiedTag() {
  const { data } = useCertificateWallet();
  if (!data?.stcwCertified) return null;
  return (
    <Tag color="blue" icon={<TrophyOutlined />}>
      STCW Certified
    </Tag>
  );
}
