import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../lib/brand';

export function Brand() {
  return (
    <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#0b4f8a', fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap' }}>
      <SafetyCertificateOutlined style={{ fontSize: 22 }} aria-hidden />
      {PRODUCT_NAME}
    </Link>
  );
}
