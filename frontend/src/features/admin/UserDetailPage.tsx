import { ArrowLeftOutlined } from '@ant-design/icons';
import { ACCOUNT_ROLE_LABELS, fullName } from '@crew/contracts/user-values';
import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api-client';
import { useUser } from '../../lib/auth';
import { useUserDetail } from './api/get-user-detail';
import { CompanySection } from './components/CompanySection';
import { ADMIN_LEVEL_LABELS } from './components/labels';
import { ResetSecondFactors } from './components/ResetSecondFactors';
import { ReviewHistoryDrawer } from './components/ReviewHistoryDrawer';
import { AccountSection, BillingSection, ModerationSection, ReviewsSection, SightingsSection } from './components/UserDetailSections';

const BACK = '/admin-dashboard';

function BackLink() {
  return (
    <Link to={BACK}>
      <ArrowLeftOutlined aria-hidden /> Admin Dashboard
    </Link>
  );
}

/** /admin-dashboard/users/:userId: everything an admin weighs about one person, on one page. */
export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const { data, error, isLoading, refetch, isFetching } = useUserDetail(userId);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const { user: viewer } = useUser();

  if (isLoading) {
    return (
      <Flex vertical gap={16} aria-busy="true" aria-label="Loading">
        <BackLink />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
          User details
        </Typography.Title>
        {[6, 4, 5].map((rows, index) => (
          <Card key={index}>
            <Skeleton active paragraph={{ rows }} />
          </Card>
        ))}
      </Flex>
    );
  }
  if (error || !data) {
    // 404: never existed, or the account was deleted: its reviews and log entries now read 'Former member'.
    if (error instanceof ApiError && error.status === 404) {
      return (
        <Result
          status="404"
          title={<PageTitle>Former member</PageTitle>}
          subTitle="This account no longer exists: it was deleted, or the link is wrong. Its reviews and audit entries remain under 'Former member'."
          extra={
            <Link to={BACK}>
              <Button type="primary">Back to the Admin Dashboard</Button>
            </Link>
          }
        />
      );
    }
    return (
      <Result
        status="error"
        title={<PageTitle>This person's details could not be loaded</PageTitle>}
        subTitle={error instanceof ApiError ? error.serverMessage : 'Please check your connection and try again.'}
        extra={[
          <Button key="retry" type="primary" loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>,
          <Link key="back" to={BACK}>
            <Button>Back to the Admin Dashboard</Button>
          </Link>,
        ]}
      />
    );
  }

  const { account } = data;
  const { secondFactors } = account;
  // Only a super admin resets factors, never their own from here (the server says the same).
  const canReset = viewer?.adminLevel === 'super_admin' && viewer.id !== account.id && (secondFactors.authenticator || secondFactors.passkeys > 0);
  return (
    <Flex vertical gap={16}>
      <BackLink />
      <Flex wrap gap={12} align="center">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)', overflowWrap: 'anywhere' }}>
          {fullName(account)}
        </Typography.Title>
        <Flex wrap gap={4}>
          <Tag>{ACCOUNT_ROLE_LABELS[account.role]}</Tag>
          {account.adminLevel && <Tag color="blue">{ADMIN_LEVEL_LABELS[account.adminLevel]}</Tag>}
          {account.isVerified ? <Tag color="green">Email confirmed</Tag> : <Tag color="gold">Email not confirmed</Tag>}
        </Flex>
      </Flex>
      <AccountSection detail={data} secondFactorAction={canReset ? <ResetSecondFactors userId={account.id} name={fullName(account)} /> : undefined} />
      {data.billing && <CompanySection account={account} company={data.billing.company} actor={{ id: viewer?.id ?? '', adminLevel: viewer?.adminLevel ?? null }} />}
      {data.billing && <BillingSection billing={data.billing} />}
      <ModerationSection moderation={data.moderation} onHistory={setHistoryOf} />
      <ReviewsSection title="Reviews received" who="Reviewer" page={data.reviewsReceived} onHistory={setHistoryOf} />
      <ReviewsSection title="Reviews written" who="About" page={data.reviewsWritten} onHistory={setHistoryOf} />
      <SightingsSection sightings={data.sightings} />
      <ReviewHistoryDrawer reviewId={historyOf} onClose={() => setHistoryOf(null)} />
    </Flex>
  );
}
