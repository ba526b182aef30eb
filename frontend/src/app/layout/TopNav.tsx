import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '../../lib/auth';
import { activeNavKey, navItems } from '../access';
import { Brand } from './Brand';
import { UserMenu } from './UserMenu';

/** Signed-in top navigation; below the md breakpoint it collapses into a toggle. */
export function TopNav({ user }: { user: User }) {
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.md;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navItems(user);
  const selected = activeNavKey(pathname, items);

  useEffect(() => setOpen(false), [pathname]);

  const menu = (
    <Menu
      mode={isMobile ? 'vertical' : 'horizontal'}
      selectedKeys={selected ? [selected] : []}
      items={items.map((item) => ({ key: item.key, label: item.label }))}
      onClick={({ key }) => navigate(key)}
      style={{ border: 'none', flex: 1, minWidth: 0, background: 'transparent' }}
      aria-label="Main navigation"
    />
  );

  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb', position: 'sticky', top: 0, zIndex: 100 }}>
      <Flex align="center" gap={16} style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px', height: 64 }}>
        <Brand />
        {isMobile ? <div style={{ flex: 1 }} /> : menu}
        <UserMenu user={user} />
        {isMobile && (
          <Button
            type="text"
            icon={open ? <CloseOutlined /> : <MenuOutlined />}
            aria-label="Toggle menu"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          />
        )}
      </Flex>
      {isMobile && open && <nav style={{ borderTop: '1px solid #e5e7eb', padding: '4px 8px' }}>{menu}</nav>}
    </header>
  );
}
