import { access as policy, type Permissions } from '@crew/contracts/access';
import type { User } from '../lib/auth';

/**
 * Every permission the UI knows: the shared access policy the server enforces (never a copy),
 * so the menu and the route guards ask exactly what the API's guard asks.
 */
export function access(user: User | null): Permissions {
  return policy(user);
}

export interface NavItem {
  key: string;
  label: string;
}

/**
 * Top navigation: Search Crew 4th for every employer/agency account whatever its plan (spec
 * section 6; the search page itself shows the subscription gate), Admin last for any admin level.
 */
export function navItems(user: User | null): NavItem[] {
  const can = access(user);
  const items: NavItem[] = [
    { key: '/', label: 'Dashboard' },
    { key: '/reviews', label: 'Reviews' },
    { key: '/profile', label: 'Profile' },
    { key: '/employer', label: 'Employer' },
  ];
  if (can.isEmployer) items.splice(3, 0, { key: '/search', label: 'Search Crew' });
  if (can.isAdmin) items.push({ key: '/admin-dashboard', label: 'Admin' });
  return items;
}

/** The nav key to highlight for a path ('/reviews/x' highlights Reviews). */
export function activeNavKey(pathname: string, items: NavItem[]): string | undefined {
  if (pathname === '/') return '/';
  return items.find((item) => item.key !== '/' && (pathname === item.key || pathname.startsWith(`${item.key}/`)))?.key;
}
