import type { User } from '../lib/auth';
import { activeNavKey, navItems } from './access';

const user = (over: Partial<User>) => ({ role: 'crew', adminLevel: null, ...over }) as User;

describe('navigation by role', () => {
  it('crew see Dashboard, Reviews, Profile, Employer', () => {
    expect(navItems(user({})).map((i) => i.label)).toEqual(['Dashboard', 'Reviews', 'Profile', 'Employer']);
  });

  it.each(['employer', 'agency'] as const)('%s accounts get Search Crew in fourth place', (role) => {
    expect(navItems(user({ role })).map((i) => i.label)).toEqual(['Dashboard', 'Reviews', 'Profile', 'Search Crew', 'Employer']);
  });

  it('admins get Admin last', () => {
    expect(navItems(user({ role: 'agency', adminLevel: 'moderator' })).map((i) => i.label)).toEqual([
      'Dashboard', 'Reviews', 'Profile', 'Search Crew', 'Employer', 'Admin',
    ]);
  });

  it('highlights the current route', () => {
    const items = navItems(user({}));
    expect(activeNavKey('/', items)).toBe('/');
    expect(activeNavKey('/reviews', items)).toBe('/reviews');
    expect(activeNavKey('/privacy', items)).toBeUndefined();
  });
});
