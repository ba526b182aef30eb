import { accountDeletionRefusal, type AdminLevelChange, adminLevelRefusal } from './admin-level-rules.js';

const change = (overrides: Partial<AdminLevelChange>): AdminLevelChange => ({
  actorId: 'a',
  actorLevel: 'admin',
  targetId: 't',
  targetLevel: null,
  newLevel: 'moderator',
  otherSuperAdmins: 1,
  ...overrides,
});

describe('admin level rules', () => {
  it('lets any admin level make or remove moderators and admins', () => {
    expect(adminLevelRefusal(change({ actorLevel: 'moderator', newLevel: 'admin' }))).toBeNull();
    expect(adminLevelRefusal(change({ actorLevel: 'admin', targetLevel: 'admin', newLevel: null }))).toBeNull();
  });

  it('refuses non-admins', () => {
    expect(adminLevelRefusal(change({ actorLevel: null }))).toBe('Admin privileges required');
  });

  it('refuses changing your own level, even a super admin stepping down', () => {
    expect(adminLevelRefusal(change({ actorId: 't', actorLevel: 'super_admin', targetLevel: 'super_admin', newLevel: null }))).toBe(
      'You cannot change your own admin level',
    );
  });

  it('lets only a super admin grant or remove super admin', () => {
    expect(adminLevelRefusal(change({ actorLevel: 'admin', newLevel: 'super_admin' }))).toBe('Only a super admin can grant or remove super admin');
    expect(adminLevelRefusal(change({ actorLevel: 'moderator', targetLevel: 'super_admin', newLevel: 'admin' }))).toBe(
      'Only a super admin can grant or remove super admin',
    );
    expect(adminLevelRefusal(change({ actorLevel: 'super_admin', newLevel: 'super_admin' }))).toBeNull();
  });

  it('keeps the last super admin', () => {
    expect(adminLevelRefusal(change({ actorLevel: 'super_admin', targetLevel: 'super_admin', newLevel: 'admin', otherSuperAdmins: 0 }))).toBe(
      'The last super admin cannot be demoted',
    );
    expect(adminLevelRefusal(change({ actorLevel: 'super_admin', targetLevel: 'super_admin', newLevel: 'admin', otherSuperAdmins: 1 }))).toBeNull();
  });

  it('refuses deleting yourself or the last super admin', () => {
    expect(accountDeletionRefusal('a', 'a', null, 3)).toBe('You cannot delete your own account from the admin area');
    expect(accountDeletionRefusal('a', 't', 'super_admin', 0)).toBe('The last super admin cannot be deleted');
    expect(accountDeletionRefusal('a', 't', 'super_admin', 1)).toBeNull();
  });
});
