import { StarFilled } from '@ant-design/icons';
import { formatSeaTime } from '@crew/contracts/sea-service';
import { Alert, Avatar, Button, Flex, Modal, Skeleton, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCrewProfile } from '../api/get-crew-profile';
import type { CrewSearchResult } from '../api/schemas';
import { initialsOf, ratingText } from './format';

const COMING_SOON = 'Coming soon';

/** The View Profile dialog: About, experience, rating, all STCW certificates (opening it counts a profile view). */
export function CrewProfileDialog({
  crew,
  onClose,
  contact,
  verify,
}: {
  crew: CrewSearchResult | null;
  onClose: () => void;
  contact?: ReactNode;
  verify?: ReactNode;
}) {
  const profile = useCrewProfile(crew?.id ?? null);
  const shown = profile.data ?? crew;
  return (
    <Modal
      open={crew !== null}
      onCancel={onClose}
      title={shown ? `${shown.firstName} ${shown.lastName}` : ''}
      footer={
        <Flex gap={8} justify="end">
          {contact ?? (
            <Tooltip title={COMING_SOON}>
              <Button disabled>Contact</Button>
            </Tooltip>
          )}
          {verify ?? (
            <Tooltip title={COMING_SOON}>
              <Button disabled>Verify</Button>
            </Tooltip>
          )}
        </Flex>
      }
    >
      {profile.isLoading && <Skeleton active />}
      {profile.error && <Alert type="error" showIcon title={profile.error instanceof ApiError ? profile.error.serverMessage : 'Failed to load the profile'} />}
      {profile.data && (
        <Flex vertical gap={16}>
          <Flex gap={16} align="center">
            <Avatar size={64} src={profile.data.profileImageUrl ?? undefined}>{initialsOf(profile.data)}</Avatar>
            <Flex vertical>
              {profile.data.position && <Typography.Text strong>{profile.data.position}</Typography.Text>}
              {profile.data.location && <Typography.Text type="secondary">{profile.data.location}</Typography.Text>}
            </Flex>
          </Flex>
          <div>
            <Typography.Title level={5}>About</Typography.Title>
            <Typography.Paragraph>{profile.data.bio || 'No bio yet.'}</Typography.Paragraph>
          </div>
          <div>
            <Typography.Title level={5}>Experience</Typography.Title>
            <Typography.Paragraph>
              {profile.data.experienceYears !== null ? `${profile.data.experienceYears} years experience` : 'Not stated'}
              {profile.data.experience ? ` · ${profile.data.experience}` : ''}
            </Typography.Paragraph>
            {profile.data.seaDays > 0 && <Typography.Paragraph>Sea time: {formatSeaTime(profile.data.seaDays)}</Typography.Paragraph>}
          </div>
          <div>
            <Typography.Title level={5}>Rating</Typography.Title>
            <Typography.Text>
              <StarFilled style={{ color: '#faad14' }} aria-hidden /> {ratingText(profile.data.averageRating)} · {profile.data.verifiedReviews}/{profile.data.totalReviews} verified reviews
            </Typography.Text>
          </div>
          <div>
            <Typography.Title level={5}>STCW Certificates</Typography.Title>
            {profile.data.stcwCertificates.length === 0 ? (
              <Typography.Text type="secondary">None listed</Typography.Text>
            ) : (
              <Flex wrap gap={4}>
                {profile.data.stcwCertificates.map((c) =>
                  profile.data.expiredStcwCertificates.includes(c) ? (
                    // The word, not only the colour, says it (past its recorded expiry date).
                    <span key={c}>
                      <Tag>{c}</Tag>
                      <Tag color="red">Expired</Tag>
                    </span>
                  ) : (
                    <Tag key={c}>{c}</Tag>
                  ),
                )}
              </Flex>
            )}
          </div>
        </Flex>
      )}
    </Modal>
  );
}
