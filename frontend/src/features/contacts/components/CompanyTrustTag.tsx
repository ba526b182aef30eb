import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { UNVERIFIED_COMPANY, UNVERIFIED_COMPANY_EXPLAINED, VERIFIED_COMPANY } from '@crew/contracts/companies';
import { Tag } from 'antd';

/**
 * What crew are told about the company writing to them: 'Verified company', or, until its
 * domain address or licence is checked, 'Unverified company' (DESIGN.md, "Companies"), so the
 * name is never taken on trust.
 */
export function CompanyTrustTag({ verified }: { verified: boolean }) {
  return verified ? (
    <Tag color="green" icon={<SafetyCertificateOutlined />}>
      {VERIFIED_COMPANY}
    </Tag>
  ) : (
    <Tag color="gold" icon={<WarningOutlined />} title={UNVERIFIED_COMPANY_EXPLAINED}>
      {UNVERIFIED_COMPANY}
    </Tag>
  );
}
