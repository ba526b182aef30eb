import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { Link } from 'react-router';
import { fullName, initials, type User } from '../../lib/auth';
import { LOGOUT_URL } from '../../lib/brand';
import { UserAvatar } from './UserAvatar';

export function UserMenu({ user }: { user: User }) {
  const signOutForm = useRef<HTMLFormElement>(null);
  return (
    <>
      {/*
        Signing out is a POST, so that another site cannot trigger it. The form lives outside the
        menu: the menu closes (and may unmount its items) during the click, and a form removed from
        the page mid-click is never submitted.
      */}
      <form ref={signOutForm} method="post" action={LOGOUT_URL} hidden aria-hidden="true" />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          // Mouse and keyboard alike choose the menu item.
          onClick: ({ key }) => {
            if (key === 'signout') signOutForm.current?.requestSubmit();
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
            // A real link: the browser follows it even if a click lands mid-animation.
            { key: 'settings', icon: <SettingOutlined />, label: <Link to="/profile">Profile Settings</Link> },
            { key: 'signout', icon: <LogoutOutlined />, label: 'Sign Out' },
          ],
        }}
      >
        {/* The initials shown are part of the name, so a speech-input user can say them (WCAG 2.5.3). */}
        <Button type="text" shape="circle" aria-label={user.profileImageUrl ? 'User menu' : `User menu, ${initials(user)}`} style={{ padding: 0, width: 40, height: 40 }}>
          <UserAvatar user={user} decorative />
        </Button>
      </Dropdown>
    </>
  );
}
