import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { VERIFICATION_REPORT_NAME } from '@crew/contracts/verification-report';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/dates';
import { reportPdfUrl, useReports } from '../api/reports';
import { ReportStatusTag } from './ReportStatusTag';

/** The Employer page's Reports tab: every report ordered, with a download once the worker has built it. */
export function ReportsList() {
  const { data, isLoading, isError, refetch, isRefetching } = useReports();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError && !data) return <LoadError title="Your verification reports could not be loaded" onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!data?.length) {
    return (
      <Empty
        image={<SafetyCertificateOutlined style={{ fontSize: 40, color: '#8c8c8c' }} aria-hidden />}
        description={
          <Flex vertical>
            <Typography.Text>No verification reports yet</Typography.Text>
            <Typography.Text type="secondary">Order one with Verify on a crew member's profile in Search Crew.</Typography.Text>
          </Flex>
        }
      />
    );
  }
  return (
    <ul style={{ margin: 0, padding: 0 }} aria-label="Verification reports">
      {data.map((report, index) => (
        <li
          key={report.id}
          aria-label={`Report on ${report.crewName}`}
          style={{ listStyle: 'none', padding: '12px 0', borderBottom: index === data.length - 1 ? 'none' : '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <Flex wrap gap={12} align="center" justify="space-between">
            <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Typography.Text strong>{report.crewName}</Typography.Text>
              <Typography.Text type="secondary">
                {VERIFICATION_REPORT_NAME} · ordered {formatDate(report.createdAt)}
                {report.issuedAt ? ` · issued ${formatDate(report.issuedAt)}` : ''}
              </Typography.Text>
              {report.status === 'failed' && (
                <Typography.Text type="secondary">The report could not be built; it was not counted against your plan.</Typography.Text>
              )}
            </Flex>
            <Flex gap={12} align="center" wrap>
              <ReportStatusTag status={report.status} />
              {report.status === 'ready' && <Link to={`/verify/${report.id}`}>Check</Link>}
              {report.downloadable && (
                <Button type="primary" icon={<DownloadOutlined />} href={reportPdfUrl(report.id)} download={`verification-report-${report.id}.pdf`}>
                  Download PDF
                </Button>
              )}
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
