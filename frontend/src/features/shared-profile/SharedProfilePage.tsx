import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../lib/brand';
import { usePublicProfile } from './api/get-public-profile';
import { KeyCertificationsCard } from './components/KeyCertificationsCard';
import { SeaServiceSection } from './components/SeaServiceSection';
import { ProfileHeader } from './components/ProfileHeader';
import { ProfileNotFound } from './components/ProfileNotFound';
import { ReviewsSection } from './components/ReviewsSection';
import { ProfessionalDetailsCard, ProfileStatisticsCard, SkillsAssessmentCard } from './components/SideCards';

const page = { maxWidth: 1100, margin: '0 auto', padding: '24px 16px 48px' } as const;

function LoadingProfile() {
  return (
    <Flex vertical gap={24} aria-busy="true" aria-label="Loading profile">
      <Card>
        <Skeleton active avatar={{ size: 88 }} paragraph={{ rows: 3 }} />
      </Card>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/** /shared/{token}: the public profile a share link opens (spec section 2, Shared profile). */
export default function SharedProfilePage() {
  const { token = '' } = useParams();
  const { data: profile, isLoading, isError } = usePublicProfile(token);

  const name = profile ? `${profile.user.firstName} ${profile.user.lastName}`.trim() : null;
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = `${name} - ${PRODUCT_NAME}`;
    return () => {
      document.title = before;
    };
  }, [name]);

  return (
    <main style={page}>
      {isLoading ? (
        <LoadingProfile />
      ) : isError || !profile ? (
        <ProfileNotFound />
      ) : (
        <Flex vertical gap={24}>
          <ProfileHeader profile={profile} />
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={16}>
              <Flex vertical gap={24}>
                <KeyCertificationsCard endorsements={profile.user.stcwEndorsements} expiryDates={profile.user.stcwEndorsementExpiryDates} />
                <SeaServiceSection seaService={profile.seaService} />
                <ReviewsSection profile={profile} />
              </Flex>
            </Col>
            <Col xs={24} lg={8}>
              <Flex vertical gap={24}>
                <ProfileStatisticsCard stats={profile.stats} />
                <SkillsAssessmentCard skills={profile.skills} />
                <ProfessionalDetailsCard user={profile.user} />
              </Flex>
            </Col>
          </Row>
        </Flex>
      )}
    </main>
  );
}
