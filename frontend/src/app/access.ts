import type { User } from '../lib/auth';

/** Every permission the UI knows, in one place: the menu and the route guards both ask here. */
export function access(user: User | null) {
  return {
    signedIn: !!user,
    /** Spec section 6: employer and agency accounts see Search Crew. */
    canSearchCrew: user?.role === 'employer' || user?.role === 'agency',
    /** Any admin level (no hard-coded account: DESIGN.md, "Admins"). */
    isAdmin: !!user?.adminLevel,
  };
}

export interface NavItem {
  key: string;
  label: string;
}

/** Top navigation: Search Crew 4th for employer/agency, Admin last for admins. */
export function navItems(user: User | null): NavItem[] {
  const can = access(user);
  const items: NavItem[] = [
    { key: '/', label: 'Dashboard' },
    { key: '/reviews', label: 'Reviews' },
    { key: '/profile', label: 'Profile' },
    { key: '/employer', label: 'Employer' },
  ];
  if (can.canSearchCrew) items.splice(3, 0, { key: '/search', label: 'Search Crew' });
  if (can.isAdmin) items.push({ key: '/admin-dashboard', label: 'Admin' });
  return items;
}

/** The nav key to highlight for a path ('/reviews/x' highlights Reviews). */
export function activeNavKey(pathname: string, items: NavItem[]): string | undefined {
  if (pathname === '/') return '/';
  return items.find((item) => item.key !== '/' && (pathname === item.key || pathname.startsWith(`${item.key}/`)))?.key;
}
