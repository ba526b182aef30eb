import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { fullName, type User, useUser } from '../lib/auth';
import { ResendConfirmationButton } from '../features/auth/components/EmailConfirmation';
import { ContactRequestsCard } from '../features/contacts';
import { ExpiringCertificatesNotice, StcwCertifiedTag } from '../features/profile';
import { ProfileStatsCard, RatingSummary, RecentReviewsCard, RequestReviewButton, SkillsOverviewCard } from '../features/reviews';
import { ActiveShareLinksCard, CustomLinkButton, ProfilePdfCard, QuickShareButton } from '../features/sharing';
import { access } from './access';
import EmployerHome from './EmployerHome';
import { UserAvatar } from './layout/UserAvatar';

/** Whether the person holds any certification at all: only then is their wallet worth asking about. */
function hasCertifications(user: User): boolean {
  return [user.certifications, user.stcwEndorsements, user.uscgLicenses, user.mcaCertificates, user.otherAuthorities, user.cocEquivalencies].some(
    (list) => (list?.length ?? 0) > 0,
  );
}

function HeaderCard({ user }: { user: User }) {
  return (
    <Card>
      <Flex wrap gap={24} align="center" justify="space-between">
        <Flex gap={16} align="center" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <UserAvatar user={user} size={72} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 30px)' }}>
              Welcome, {fullName(user)}
            </Typography.Title>
            <Typography.Text type="secondary">
              {user.position || <Link to="/profile">Add your position in Profile Settings</Link>}
              {user.experience ? ` · ${user.experience}` : ''}
            </Typography.Text>
            <Flex wrap gap={4} style={{ marginTop: 4 }}>
              {user.isVerified ? (
                <Tag color="green" icon={<SafetyCertificateOutlined />}>
                  Verified
                </Tag>
              ) : (
                <>
                  <Tag>Email not confirmed yet</Tag>
                  <ResendConfirmationButton />
                </>
              )}
              {/* Judged by the server from the wallet: a held STCW endorsement that has not expired. */}
              {hasCertifications(user) && <StcwCertifiedTag />}
            </Flex>
          </Flex>
        </Flex>
        <RatingSummary />
      </Flex>
    </Card>
  );
}

/**
 * '/' when signed in: widgets from the features, composed here (features never import each
 * other). Employer and agency accounts are not crew: they get their own home.
 */
export default function DashboardPage() {
  const { user } = useUser();
  if (!user) return null;
  if (access(user).isEmployer) return <EmployerHome user={user} />;
  return (
    <Flex vertical gap={24}>
      <HeaderCard user={user} />
      {/* Only someone holding certifications has a wallet worth asking about. */}
      {hasCertifications(user) && <ExpiringCertificatesNotice />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={24}>
            <Card title="Quick Actions">
              <Flex wrap gap={12}>
                <RequestReviewButton type="primary" size="large" />
                <QuickShareButton size="large" />
                <CustomLinkButton size="large" />
              </Flex>
            </Card>
            <ProfilePdfCard />
            {/* Crew whom employers found in search; the card shows only once a request arrived. */}
            {user.role === 'crew' && <ContactRequestsCard />}
            <RecentReviewsCard />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={24}>
            <ProfileStatsCard />
            <SkillsOverviewCard />
            <ActiveShareLinksCard />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
