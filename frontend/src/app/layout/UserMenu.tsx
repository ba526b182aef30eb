import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { Link } from 'react-router';
import { fullName, type User } from '../../lib/auth';
import { LOGOUT_URL } from '../../lib/brand';
import { UserAvatar } from './UserAvatar';

export function UserMenu({ user }: { user: User }) {
  const signOutForm = useRef<HTMLFormElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        // A keyboard user chooses the menu item itself, not the button inside it.
        onClick: ({ key, domEvent }) => {
          if (key === 'signout' && !(domEvent.target as Element).closest?.('button')) signOutForm.current?.requestSubmit();
        },
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
          // A real link and a real form: the browser follows them even if a click lands
          // mid-animation. Signing out is a POST so that another site cannot trigger it.
          { key: 'settings', icon: <SettingOutlined />, label: <Link to="/profile">Profile Settings</Link> },
          {
            key: 'signout',
            icon: <LogoutOutlined />,
            label: (
              <form ref={signOutForm} method="post" action={LOGOUT_URL} style={{ display: 'inline', margin: 0 }}>
                <button type="submit" style={{ all: 'unset', cursor: 'pointer' }}>
                  Sign Out
                </button>
              </form>
            ),
          },
        ],
      }}
    >
      <Button type="text" shape="circle" aria-label="User menu" style={{ padding: 0, width: 40, height: 40 }}>
        <UserAvatar user={user} />
      </Button>
    </Dropdown>
  );
}
