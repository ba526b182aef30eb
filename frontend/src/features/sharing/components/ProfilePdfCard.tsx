import { FilePdfOutlined, LoadingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { BuiltFileDownload } from '../../../components/BuiltFileDownload';
import { formatBytes } from '../../../lib/bytes';
import { formatDate } from '../../../lib/dates';
import { profilePdfUrl, useProfilePdfs, useRequestProfilePdf } from '../api/profile-pdf';
import { SHARE_LINKS_KEY, STATS_KEY } from '../api/keys';
import { useShareToasts } from '../use-share-toasts';

export const PROFILE_PDF_FAILED = 'Failed to build your profile PDF. Please try again.';

/**
 * Dashboard: 'Download profile (PDF)' (issue 14). The worker builds a one- or two-page CV with a QR
 * code to a 30-day summary link (the last PDF's link while it has more than a week left, so
 * building again adds no link); the card shows its progress, then offers the file and says until
 * when its link works.
 */
export function ProfilePdfCard() {
  const { data, isLoading, isError } = useProfilePdfs();
  const request = useRequestProfilePdf();
  const queryClient = useQueryClient();
  const { toast, failed } = useShareToasts();
  const latest = data?.[0];
  const building = latest?.status === 'pending';

  // Tell the person when the PDF they were waiting for is ready or has failed (not for one found on arrival).
  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (!latest) return;
    if (latest.status === 'pending') {
      awaited.current = latest.id;
      return;
    }
    if (awaited.current !== latest.id) return;
    awaited.current = null;
    if (latest.status === 'ready') {
      toast({ title: 'Profile PDF ready', description: 'Your profile PDF is ready to download.' });
      // Its QR code may be a new share link: the links card and the stats card count it.
      for (const queryKey of [SHARE_LINKS_KEY, STATS_KEY]) void queryClient.invalidateQueries({ queryKey });
    } else {
      toast({ title: 'Profile PDF failed', description: PROFILE_PDF_FAILED, variant: 'destructive' });
    }
  }, [latest, toast, queryClient]);

  const start = () =>
    request.mutate(undefined, {
      onSuccess: (created) => {
        // Even when the worker is done before the list is read again, the outcome is announced.
        awaited.current = created.id;
        toast({ title: 'Profile PDF requested', description: 'Your profile PDF is being built. It takes a few seconds.' });
      },
      onError: (error) => failed(error, PROFILE_PDF_FAILED),
    });

  return (
    <Card title="Profile PDF">
      <Typography.Paragraph type="secondary">
        A one- or two-page CV of your profile, certificates and verified reviews, with a QR code to a 30-day summary link. Building a new
        PDF prints the same link while it has more than a week left, so it adds no new link.
      </Typography.Paragraph>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={12} align="stretch">
          {isError && <Alert type="warning" showIcon title="Your earlier profile PDFs could not be loaded." />}
          {building && (
            <Alert
              type="info"
              showIcon
              icon={<LoadingOutlined />}
              title="Building your profile PDF…"
              description="This takes a few seconds; you can keep using the dashboard."
              role="status"
            />
          )}
          {latest?.status === 'failed' && <Alert type="error" showIcon title="Your last profile PDF could not be built. Please try again." />}
          {latest?.downloadable && latest.readyAt && (
            <>
              <BuiltFileDownload
                href={profilePdfUrl(latest.id)}
                label="Download PDF"
                facts={[
                  `Built ${formatDate(latest.readyAt)}`,
                  !!latest.pageCount && `${latest.pageCount} ${latest.pageCount === 1 ? 'page' : 'pages'}`,
                  !!latest.byteSize && formatBytes(latest.byteSize),
                ]}
              />
              <Typography.Text type="secondary">
                {latest.linkExpiresAt
                  ? `Its QR code link works until ${formatDate(latest.linkExpiresAt)}.`
                  : 'Its QR code link was deleted: build a new PDF for a working one.'}
              </Typography.Text>
            </>
          )}
          <Button icon={<FilePdfOutlined />} onClick={start} loading={request.isPending} disabled={building} style={{ alignSelf: 'flex-start' }}>
            {latest?.downloadable ? 'Build a new PDF' : 'Download profile (PDF)'}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
