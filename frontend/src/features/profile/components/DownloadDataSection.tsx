import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { BuiltFileDownload } from '../../../components/BuiltFileDownload';
import { formatBytes } from '../../../lib/bytes';
import { formatDate } from '../../../lib/dates';
import { useMutationErrorToast } from '../../../lib/unauthorized';
import { dataExportUrl, useDataExports, useRequestDataExport } from '../api/data-export';

/** The privacy policy's promise: a copy of everything the product holds about the person, as a JSON file built by the worker. */
export function DownloadDataSection() {
  const { data, isLoading } = useDataExports();
  const request = useRequestDataExport();
  const showError = useMutationErrorToast();
  const latest = data?.[0];
  const building = latest?.status === 'pending';

  const start = () =>
    request.mutate(undefined, {
      onError: (error) => showError(error, 'Failed to prepare your data. Please try again.'),
    });

  return (
    <Card title="Download my data">
      <Typography.Paragraph>
        Get a copy of everything Crew Reviews holds about you: your account and profile, the reviews you wrote and received, review requests,
        share links, contact requests and verification reports, as one JSON file.
      </Typography.Paragraph>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12} align="flex-start">
          {building && (
            <Alert type="info" showIcon icon={<LoadingOutlined />} title="Preparing your data…" description="This takes a few seconds; you can leave this page and come back." role="status" />
          )}
          {latest?.status === 'failed' && <Alert type="error" showIcon title="Your data could not be prepared. Please try again." />}
          {latest?.downloadable && latest.readyAt && (
            <BuiltFileDownload
              href={dataExportUrl(latest.id)}
              label="Download file"
              facts={[`Prepared ${formatDate(latest.readyAt)}`, latest.byteSize !== null && formatBytes(latest.byteSize)]}
            />
          )}
          <Button onClick={start} loading={request.isPending} disabled={building}>
            {latest ? 'Prepare a new copy' : 'Prepare my data'}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
