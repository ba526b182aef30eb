import { EnvironmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { Stars } from '../../../components/Stars';
import { PRODUCT_NAME } from '../../../lib/brand';
import { experienceLabel, plural, starsFor } from '../labels';
import type { PublicProfile } from '../api/schemas';

const initials = (u: PublicProfile['user']) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase();

export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { user, stats } = profile;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const stars = starsFor(stats.averageRating);
  const experience = experienceLabel(user);
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <div style={{ background: 'linear-gradient(90deg, #0b4f8a, #1677b8)', color: '#fff', padding: '8px 24px', borderRadius: '8px 8px 0 0', fontSize: 13 }}>
        {PRODUCT_NAME} · Professional Profile
      </div>
      <Flex wrap gap={20} align="center" style={{ padding: 24 }}>
        {user.profileImageUrl ? (
          <Avatar size={88} src={user.profileImageUrl} alt={name} />
        ) : (
          <Avatar size={88} style={{ background: '#0b4f8a', fontSize: 32 }} aria-label={name}>
            {initials(user)}
          </Avatar>
        )}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Flex wrap gap={8} align="center">
            <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 6vw, 32px)' }}>
              {name}
            </Typography.Title>
            {user.isVerified && (
              <Tag color="green" icon={<SafetyCertificateOutlined />}>
                Verified Profile
              </Tag>
            )}
          </Flex>
          {user.position && <Typography.Text style={{ fontSize: 16 }}>{user.position}</Typography.Text>}
          <Flex wrap gap={12}>
            {experience && <Typography.Text type="secondary">{experience}</Typography.Text>}
            {user.location && (
              <Typography.Text type="secondary">
                <EnvironmentOutlined aria-hidden /> {user.location}
              </Typography.Text>
            )}
          </Flex>
          <Flex align="center" gap={8} wrap>
            <Stars value={stars} size={16} label={`Rated ${stars} out of 5 stars`} />
            <Typography.Text type="secondary">({plural(stats.totalReviews, 'review')})</Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
