import { MailOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { UNVERIFIED_COMPANY, VERIFIED_COMPANY } from '@crew/contracts/companies';
import { COMPANY_TYPE_LABELS } from '@crew/contracts/plans';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useCompany, useSendDomainEmail } from '../api/company';
import { COMPANY_KEY } from '../api/keys';
import type { Company } from '../api/schemas';

/** What an admin checks before verifying: for a recruitment agency, its MLC 2006 licence. */
function licenceWords(company: Company): string {
  return company.type === 'recruitment_agency' ? 'your MLC 2006 recruitment and placement service licence' : 'your company registration or licence';
}

/** The mark crew see, with how and when it was earned. */
export function CompanyStatus({ company }: { company: Company }) {
  if (company.verification) {
    const { method, verifiedAt, domain, email } = company.verification;
    return (
      <Flex vertical gap={4}>
        <div>
          <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />}>
            {VERIFIED_COMPANY}
          </Tag>
        </div>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {method === 'domain_email'
            ? `Confirmed through ${email} on ${domain}, ${formatDate(verifiedAt)}.`
            : `Checked by a Crew Reviews administrator, ${formatDate(verifiedAt)}.`}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4}>
      <div>
        <Tag color="gold" icon={<WarningOutlined aria-hidden />}>
          {UNVERIFIED_COMPANY}
        </Tag>
      </div>
      <Typography.Text type="secondary">Crew see '{UNVERIFIED_COMPANY}' on your contact requests, and your verification reports say so, until it is verified.</Typography.Text>
    </Flex>
  );
}

interface DomainFields {
  website: string;
  email: string;
}

/** Verification by an address on the company's own web domain: a link is mailed there. */
function DomainEmailForm({ company }: { company: Company }) {
  const [form] = Form.useForm<DomainFields>();
  const send = useSendDomainEmail();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: DomainFields) => {
    setProblem(null);
    send.mutate(
      { website: values.website.trim(), email: values.email.trim() },
      {
        onSuccess: (sent) =>
          toast({ title: 'Confirmation link sent', description: `Follow the link we sent to ${sent.pendingDomainEmail?.email ?? values.email} to verify ${company.name}.` }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          // The server says why (a free-mail provider, another domain): next to the form, where it is fixed.
          setProblem(error instanceof ApiError ? error.serverMessage : 'The link could not be sent. Please try again.');
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      {/* Not a heading: the Employer page's cards have none, and a lone h3 would skip a level. */}
      <Typography.Text strong>Verify with an email address on your company's web domain</Typography.Text>
      {company.pendingDomainEmail && (
        <Alert
          type="info"
          showIcon
          icon={<MailOutlined aria-hidden />}
          title={`A confirmation link was sent to ${company.pendingDomainEmail.email}`}
          description={`Follow it before ${formatDateTime(company.pendingDomainEmail.expiresAt)} to verify ${company.name}. Not arrived? Send it again below.`}
          style={{ overflowWrap: 'anywhere' }}
        />
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ overflowWrap: 'anywhere' }} />}
      <Form<DomainFields> form={form} layout="vertical" requiredMark={false} onFinish={submit} style={{ maxWidth: 480 }} aria-label="Verify with a domain email">
        <Form.Item
          name="website"
          label="Company website"
          extra="Your company's own domain, not a free email provider."
          rules={[{ required: true, whitespace: true, message: "Please enter your company's website" }, { max: 253 }]}
        >
          <Input placeholder="bluewatercrew.com" autoComplete="url" inputMode="url" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email address on that domain"
          extra="We send the link there. It may be yours or a colleague's."
          rules={[
            { required: true, message: 'Please enter an email address on your company domain' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input placeholder="hr@bluewatercrew.com" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<MailOutlined aria-hidden />} loading={send.isPending}>
          Send confirmation link
        </Button>
      </Form>
      <Typography.Text type="secondary">
        Or have it checked by us: a Crew Reviews administrator can verify your company after checking {licenceWords(company)}
        {company.licenseNumber ? ` (${company.licenseNumber})` : ''}.
      </Typography.Text>
    </Flex>
  );
}

/**
 * The company behind the employer account and whether crew see it as verified (DESIGN.md,
 * "Companies"). On the Employer page it offers the domain-email verification; `summary` (the
 * profile page) shows the facts and links there.
 */
export function CompanyCard({ variant = 'full' }: { variant?: 'full' | 'summary' }) {
  const { data: company, isLoading, isError, refetch, isRefetching } = useCompany();
  let body;
  if (isLoading) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label="Loading your company" />;
  } else if (isError && company === undefined) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Your company details could not be loaded."
        action={
          <Button size="small" onClick={() => void refetch()} loading={isRefetching}>
            Retry
          </Button>
        }
      />
    );
  } else if (!company) {
    body = <Typography.Text type="secondary">No company details are on file for this account.</Typography.Text>;
  } else {
    body = (
      <Flex vertical gap={16}>
        <Descriptions column={1} size="small" styles={{ content: { overflowWrap: 'anywhere' } }}>
          <Descriptions.Item label="Company name">{company.name}</Descriptions.Item>
          <Descriptions.Item label="Company type">{COMPANY_TYPE_LABELS[company.type]}</Descriptions.Item>
          <Descriptions.Item label="Licence number">{company.licenseNumber ?? 'Not given'}</Descriptions.Item>
        </Descriptions>
        <CompanyStatus company={company} />
        {variant === 'full' && !company.verified && <DomainEmailForm company={company} />}
        {variant === 'summary' && <Link to="/employer">Manage your company on the Employer page</Link>}
      </Flex>
    );
  }
  return (
    <Card title="Company" styles={{ title: { whiteSpace: 'normal' } }}>
      {body}
    </Card>
  );
}

/**
 * A followed domain link lands on /employer?companyVerified=1 (or ?companyVerification=link-invalid):
 * say what happened once, whatever tab opens, then drop the flag so a reload does not repeat it.
 */
export function CompanyLinkNotice() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const verified = params.get('companyVerified') === '1';
  const invalid = params.get('companyVerification') === 'link-invalid';
  const [showInvalid, setShowInvalid] = useState(false);
  useEffect(() => {
    if (!verified && !invalid) return;
    if (verified) {
      toast({ title: 'Company verified', description: 'Crew now see your company as verified.' });
      void queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
    }
    if (invalid) setShowInvalid(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('companyVerified');
        next.delete('companyVerification');
        return next;
      },
      { replace: true },
    );
  }, [verified, invalid, toast, queryClient, setParams]);
  if (!showInvalid) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={() => setShowInvalid(false)}
      title="That company confirmation link is invalid, used or expired"
      description="Send a new one from the Company card on the Overview tab."
    />
  );
}
