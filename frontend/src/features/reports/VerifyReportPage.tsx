import { CheckCircleFilled, CloseCircleFilled, FilePdfOutlined, SafetyCertificateFilled, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { UNVERIFIED_COMPANY, UNVERIFIED_COMPANY_EXPLAINED, VERIFIED_COMPANY } from '@crew/contracts/companies';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tag, theme, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { COMPANY_TYPE_LABELS } from '@crew/contracts/plans';
import { VERIFICATION_REPORT_NAME } from '@crew/contracts/verification-report';
import { ApiError } from '../../lib/api-client';
import { PRODUCT_NAME } from '../../lib/brand';
import { formatDate } from '../../lib/dates';
import { usePublicReport } from './api/reports';
import type { PublicReport } from './api/schemas';
import { sha256Hex } from './sha256';
import { PageTitle } from '../../components/PageTitle';

const page = { maxWidth: 760, margin: '0 auto', padding: '24px 16px 48px' } as const;

type Check = { state: 'idle' } | { state: 'reading' } | { state: 'done'; matches: boolean; fileName: string; hash: string } | { state: 'error' };

/** Compares a PDF the visitor holds with the hash we issued, without uploading it anywhere. */
function FileCheck({ sha256, check, setCheck }: { sha256: string; check: Check; setCheck: (check: Check) => void }) {
  const inspect = async (file: File) => {
    setCheck({ state: 'reading' });
    try {
      const hash = await sha256Hex(file);
      setCheck({ state: 'done', matches: hash === sha256, fileName: file.name, hash });
    } catch {
      setCheck({ state: 'error' });
    }
  };
  return (
    <Card title="Check your copy">
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Choose the PDF you were given. Its fingerprint (SHA-256) is computed on this device and compared with the one issued; the file is not uploaded.
        </Typography.Paragraph>
        <Upload.Dragger
          accept="application/pdf,.pdf"
          multiple={false}
          showUploadList={false}
          beforeUpload={(file) => {
            void inspect(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <FilePdfOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">Click or drop the report's PDF here</p>
        </Upload.Dragger>
        {check.state === 'reading' && <Skeleton active title={false} paragraph={{ rows: 1 }} />}
        {check.state === 'error' && <Alert type="error" showIcon title="The file could not be read. Please try again." />}
        {check.state === 'done' &&
          (check.matches ? (
            <Alert type="success" showIcon icon={<CheckCircleFilled />} title="This file is the report as issued." description={`${check.fileName} has not been altered.`} />
          ) : (
            <Alert
              type="error"
              showIcon
              icon={<CloseCircleFilled />}
              title="This file does not match the report as issued."
              description={`${check.fileName} has been altered, or it is another document. Its SHA-256 is ${check.hash}.`}
            />
          ))}
      </Flex>
    </Card>
  );
}

/**
 * The page's heading follows the copy in hand: that the id was issued says nothing about the
 * paper or file a visitor holds, so only a matching file turns it green.
 */
function Verdict({ check }: { check: Check }) {
  const { token } = theme.useToken();
  const verdict =
    check.state !== 'done'
      ? {
          icon: <SafetyCertificateOutlined style={{ fontSize: 40, color: token.colorTextSecondary }} aria-hidden />,
          title: 'Verification report',
          text: `${PRODUCT_NAME} issued a report with this id. A copy is genuine only if its SHA-256 matches the one below: check yours further down.`,
        }
      : check.matches
        ? {
            icon: <SafetyCertificateFilled style={{ fontSize: 40, color: token.colorSuccess }} aria-hidden />,
            title: 'Genuine verification report',
            text: `${check.fileName} is the report ${PRODUCT_NAME} issued, unaltered.`,
          }
        : {
            icon: <CloseCircleFilled style={{ fontSize: 40, color: token.colorError }} aria-hidden />,
            title: 'This copy does not match the report',
            text: `${check.fileName} is not the report ${PRODUCT_NAME} issued with this id: it was altered, or it is another document.`,
          };
  return (
    <Flex gap={16} align="flex-start">
      {verdict.icon}
      <Flex vertical>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {verdict.title}
        </Typography.Title>
        <Typography.Text type="secondary">{verdict.text}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/**
 * Whether the ordering company is verified now (DESIGN.md, "Companies"; ADR 0038): the PDF
 * says what was true when it was ordered, this page what is true today, and names a difference.
 */
function CompanyMark({ report }: { report: PublicReport }) {
  if (report.companyVerified) {
    return (
      <>
        <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />}>
          {VERIFIED_COMPANY}
        </Tag>
        {!report.companyVerifiedOnReport && (
          <Typography.Text type="secondary">Verified by {PRODUCT_NAME} after this report was issued: the report itself says 'unverified company'.</Typography.Text>
        )}
      </>
    );
  }
  return (
    <>
      <Tag color="gold" icon={<WarningOutlined aria-hidden />}>
        {UNVERIFIED_COMPANY}
      </Tag>
      <Typography.Text type="secondary">
        {report.companyVerifiedOnReport
          ? `It was verified when this report was issued; ${PRODUCT_NAME} has since withdrawn its verification.`
          : UNVERIFIED_COMPANY_EXPLAINED}
      </Typography.Text>
    </>
  );
}

/** /verify/{id}: where the QR code on a verification report leads. Public. */
export default function VerifyReportPage() {
  const { id = '' } = useParams();
  const { data: report, isLoading, error, refetch } = usePublicReport(id);
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  if (isLoading) {
    return (
      <main style={page} aria-busy="true" aria-label="Checking the report">
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </main>
    );
  }
  // Only our 'no such report' says the document may not be genuine: an outage says nothing about it.
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return (
      <main style={page}>
        <Result
          status="error"
          title={<PageTitle>The report could not be checked</PageTitle>}
          subTitle={`${PRODUCT_NAME} could not be reached to check this report. Please try again in a moment.`}
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      </main>
    );
  }
  if (!report) {
    return (
      <main style={page}>
        <Result
          status="warning"
          title={<PageTitle>Report Not Found</PageTitle>}
          subTitle={`${PRODUCT_NAME} issued no report with this id. The link or QR code may be mistyped, the report may still be in preparation, or the document is not genuine.`}
        />
      </main>
    );
  }
  return (
    <main style={page}>
      <Flex vertical gap={24}>
        <Card>
          <Verdict check={check} />
          <Descriptions column={1} style={{ marginTop: 24 }} bordered size="small">
            <Descriptions.Item label="Report ID">{report.id}</Descriptions.Item>
            <Descriptions.Item label="Type">{VERIFICATION_REPORT_NAME}</Descriptions.Item>
            <Descriptions.Item label="Issued">{formatDate(report.issuedAt)}</Descriptions.Item>
            <Descriptions.Item label="Crew member">{report.crewName}</Descriptions.Item>
            <Descriptions.Item label="Ordered by">
              <Flex vertical gap={4} align="flex-start">
                <span>{`${report.companyName}${report.companyType ? ` (${COMPANY_TYPE_LABELS[report.companyType]})` : ''}`}</span>
                <CompanyMark report={report} />
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label="SHA-256">
              <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
                {report.sha256}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <FileCheck sha256={report.sha256} check={check} setCheck={setCheck} />
        <Button href="/" style={{ alignSelf: 'flex-start' }}>
          Go to {PRODUCT_NAME}
        </Button>
      </Flex>
    </main>
  );
}
