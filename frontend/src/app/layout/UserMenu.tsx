import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { fullName, type User } from '../../lib/auth';
import { LOGOUT_URL } from '../../lib/brand';
import { UserAvatar } from './UserAvatar';

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <Flex vertical style={{ cursor: 'default' }}>
                <Typography.Text strong>{fullName(user)}</Typography.Text>
                <Typography.Text type="secondary">{user.email}</Typography.Text>
              </Flex>
            ),
          },
          { type: 'divider' },
          { key: 'settings', icon: <SettingOutlined />, label: 'Profile Settings', onClick: () => navigate('/profile') },
          { key: 'signout', icon: <LogoutOutlined />, label: 'Sign Out', onClick: () => window.location.assign(LOGOUT_URL) },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label="User menu" style={{ padding: 0, width: 40, height: 40 }}>
        <UserAvatar user={user} />
      </Button>
    </Dropdown>
  );
}
