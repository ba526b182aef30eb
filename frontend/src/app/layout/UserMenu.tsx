import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { fullName, type User } from '../../lib/auth';
import { LOGOUT_URL } from '../../lib/brand';
import { UserAvatar } from './UserAvatar';

export function UserMenu({ user }: { user: User }) {
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
          // Real links: the browser follows them even if a click lands mid-animation, and they
          // work with the keyboard, middle-click and screen readers as links.
          { key: 'settings', icon: <SettingOutlined />, label: <Link to="/profile">Profile Settings</Link> },
          { key: 'signout', icon: <LogoutOutlined />, label: <a href={LOGOUT_URL}>Sign Out</a> },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label="User menu" style={{ padding: 0, width: 40, height: 40 }}>
        <UserAvatar user={user} />
      </Button>
    </Dropdown>
  );
}
