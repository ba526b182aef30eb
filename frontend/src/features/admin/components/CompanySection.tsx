import { type AdminActor, userActionRefusal } from '@crew/contracts/admin-rights';
import { COMPANY_VERIFICATION_METHOD_LABELS, UNVERIFIED_COMPANY, VERIFIED_COMPANY } from '@crew/contracts/companies';
import { COMPANY_TYPE_LABELS } from '@crew/contracts/plans';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useCompanyVerification } from '../api/admin-actions';
import type { AdminUserDetail } from '../api/schemas';
import { DecisionDialog } from './DecisionDialog';
import { Section } from './UserDetailSections';
import { useAdminToasts } from './use-admin-toasts';

type Company = NonNullable<NonNullable<AdminUserDetail['billing']>['company']>;

/** What to check before verifying: for a recruitment agency, its MLC 2006 licence. */
const licenceName = (company: Company) =>
  company.type === 'recruitment_agency' ? 'MLC 2006 recruitment and placement service licence' : 'company registration or licence';

/**
 * Company verification on a person's page (DESIGN.md, "Companies"): the company, its licence
 * and whether crew see it as verified; 'Verify company' after checking the licence, 'Revoke
 * verification' when it no longer holds, each with a reason. Offered only where the
 * admin-rights policy allows it (never one's own company).
 */
export function CompanySection({ account, company, actor }: { account: AdminUserDetail['account']; company: Company | null; actor: AdminActor }) {
  const [asking, setAsking] = useState<'verify' | 'revoke' | null>(null);
  const { verify, revoke } = useCompanyVerification();
  const toasts = useAdminToasts();
  if (!company) {
    return (
      <Section title="Company">
        <Typography.Text type="secondary">No company on file: this account was made an employer without the upgrade form.</Typography.Text>
      </Section>
    );
  }
  const refused = userActionRefusal(actor, account, 'verify-company');
  const action = company.verified ? (
    <Button danger onClick={() => setAsking('revoke')}>
      Revoke verification
    </Button>
  ) : (
    <Button type="primary" onClick={() => setAsking('verify')}>
      Verify company
    </Button>
  );
  return (
    <Section title="Company">
      <Flex vertical gap={12}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" styles={{ content: { overflowWrap: 'anywhere' } }}>
          <Descriptions.Item label="Name">{company.name}</Descriptions.Item>
          <Descriptions.Item label="Type">{COMPANY_TYPE_LABELS[company.type]}</Descriptions.Item>
          <Descriptions.Item label={`Licence (${licenceName(company)})`}>{company.licenseNumber ?? 'Not given'}</Descriptions.Item>
          <Descriptions.Item label="Status">
            {company.verification ? (
              <Flex vertical gap={4} align="flex-start">
                <Tag color="green">{VERIFIED_COMPANY}</Tag>
                <span>
                  {COMPANY_VERIFICATION_METHOD_LABELS[company.verification.method]}
                  {company.verification.domain ? ` (${company.verification.domain})` : ''}, {formatDate(company.verification.verifiedAt)}
                </span>
              </Flex>
            ) : (
              <Tag color="gold">{UNVERIFIED_COMPANY}</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
        {refused ? <Typography.Text type="secondary">{refused}</Typography.Text> : <div>{action}</div>}
      </Flex>
      <DecisionDialog
        open={asking === 'verify'}
        title={`Verify ${company.name}?`}
        explain={`Verify only after checking the ${licenceName(company)}${company.licenseNumber ? ` (${company.licenseNumber})` : ''} with its issuer. Crew, new verification reports and /verify then show it as a verified company; its owner is emailed.`}
        okText="Verify company"
        defaultCategory="confirmed-genuine"
        onConfirm={async (reason) => {
          await verify.mutateAsync({ userId: account.id, reason });
          toasts.success('Company verified');
        }}
        onClose={() => setAsking(null)}
      />
      <DecisionDialog
        open={asking === 'revoke'}
        title={`Revoke the verification of ${company.name}?`}
        explain={`Crew, new verification reports and /verify show it as an '${UNVERIFIED_COMPANY}' again; reports already issued keep what they say. Its owner is emailed with your reason.`}
        okText="Revoke verification"
        danger
        onConfirm={async (reason) => {
          await revoke.mutateAsync({ userId: account.id, reason });
          toasts.success('Company verification revoked');
        }}
        onClose={() => setAsking(null)}
      />
    </Section>
  );
}
