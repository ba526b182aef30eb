import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Avatar, Card, Divider, Flex, Tag, Typography } from 'antd';
import { fullName, initials, type User } from '../../../lib/auth';
import { ACCOUNT_ROLE_LABELS } from '@crew/contracts/user-values';
import { ProfilePhotoUpload } from './ProfilePhotoUpload';

/** Photo, name, email, the account role and the Verified badge; the photo upload below. */
export function ProfileOverviewCard({ user }: { user: User }) {
  const name = fullName(user);
  return (
    <Card title="Profile Overview">
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
        {user.profileImageUrl ? (
          <Avatar size={96} src={user.profileImageUrl} alt={name} />
        ) : (
          <Avatar size={96} style={{ background: '#0b4f8a', fontSize: 36 }} aria-label={name}>
            {initials(user)}
          </Avatar>
        )}
        {/* The page's first heading after its h1 (axe: heading-order); an h4's size, as before. */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography.Text>
        <Flex wrap gap={8} justify="center">
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {ACCOUNT_ROLE_LABELS[user.role] ?? user.role}
          </Tag>
          {user.isVerified && (
            <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
              Verified
            </Tag>
          )}
        </Flex>
      </Flex>
      <Divider titlePlacement="start" plain style={{ margin: '20px 0 12px' }}>
        Profile photo
      </Divider>
      <ProfilePhotoUpload />
    </Card>
  );
}
