import { type AdminActor, grantableLevels, userActionRefusal } from '@crew/contracts/admin-rights';
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, ADMIN_USER_SEARCH_COUNT_CAP, type AccountRole, type AdminLevel } from '@crew/contracts/user-values';
import { Button, Card, Flex, Grid, Input, Pagination, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { useDeleteUser, useLiftSuspension, useSetAdminLevel, useSetUserRole, useSuspendUsers } from '../api/admin-actions';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import type { AdminUser, UserFilter } from '../api/schemas';
import { DecisionDialog } from './DecisionDialog';
import { ADMIN_LEVEL_LABELS } from './labels';
import { useAdminToasts } from './use-admin-toasts';
import { UserDetailLink } from './UserDetailLink';

const NO_LEVEL = 'none';
const levelLabel = (level: AdminLevel | null) => (level ? ADMIN_LEVEL_LABELS[level] : 'None');

/** A change that waits for its confirmation and reason. */
type PendingChange =
  | { kind: 'level'; user: AdminUser; level: AdminLevel | null }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'suspend'; user: AdminUser }
  | { kind: 'lift'; user: AdminUser };

/**
 * Spec section 2: search by name or email, role filter, per-user role and admin-level selects,
 * delete. The selects offer only what the signed-in admin may do (contracts admin-rights.ts,
 * the server's own rules), and say why when a person is out of their reach; level changes and
 * deletions ask for a confirmation and a reason.
 */
export function UserManagementTab() {
  const { user: me } = useUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserFilter['role']>('all');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingChange | null>(null);
  // Typing stays responsive: the list follows the deferred text.
  const filter: UserFilter = { search: useDeferredValue(search), role, page };
  const { data, isLoading, isFetching } = useUsers(filter);
  const setUserRole = useSetUserRole();
  const setAdminLevel = useSetAdminLevel();
  const deleteUser = useDeleteUser();
  const suspendUsers = useSuspendUsers();
  const liftSuspension = useLiftSuspension();
  const toasts = useAdminToasts();
  const phone = !Grid.useBreakpoint().md;
  const actor: AdminActor = { id: me?.id ?? '', adminLevel: me?.adminLevel ?? null };

  async function changeRole(user: AdminUser, next: AccountRole) {
    try {
      await setUserRole.mutateAsync({ userId: user.id, role: next });
      toasts.success('User role updated successfully');
    } catch (error) {
      toasts.failure(error);
    }
  }

  const controls = (user: AdminUser): UserControls => ({
    role: (
      <RoleControl user={user} refusal={userActionRefusal(actor, user, 'set-role')} onChange={(next) => changeRole(user, next)} />
    ),
    level: (
      <LevelControl
        user={user}
        refusal={userActionRefusal(actor, user, 'set-admin-level')}
        offered={grantableLevels(actor.adminLevel)}
        onChange={(level) => setPending({ kind: 'level', user, level })}
      />
    ),
    // Your own account is deleted from Profile settings, never from here (the server refuses it too).
    remove: (
      <Flex wrap gap={8}>
        {!userActionRefusal(actor, user, 'suspend') &&
          (user.suspendedAt ? (
            <Button size="small" aria-label={`Lift suspension of ${user.email}`} onClick={() => setPending({ kind: 'lift', user })}>
              Lift suspension
            </Button>
          ) : (
            <Button size="small" aria-label={`Suspend ${user.email}`} onClick={() => setPending({ kind: 'suspend', user })}>
              Suspend
            </Button>
          ))}
        {!userActionRefusal(actor, user, 'delete') && (
          <Button size="small" danger aria-label={`Delete ${user.email}`} onClick={() => setPending({ kind: 'delete', user })}>
            Delete
          </Button>
        )}
      </Flex>
    ),
  });

  const empty = <Typography.Text type="secondary">No users found</Typography.Text>;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12}>
        <Input.Search
          allowClear
          aria-label="Search users by name or email"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Select
          aria-label="Filter by role"
          value={role}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
          style={{ width: 160 }}
          options={[{ value: 'all', label: 'All' }, ...ACCOUNT_ROLES.map((value) => ({ value, label: ACCOUNT_ROLE_LABELS[value] }))]}
        />
      </Flex>
      <Typography.Text type="secondary">{levelsNote(actor.adminLevel)}</Typography.Text>
      {phone ? (
        <UserCards users={data?.users} loading={isLoading} empty={empty} controls={controls} meId={me?.id} />
      ) : (
        <Table<AdminUser>
          rowKey="id"
          loading={isLoading || isFetching}
          dataSource={data?.users ?? []}
          locale={{ emptyText: empty }}
          pagination={false}
          columns={[
            { title: 'User', key: 'user', render: (_, user) => <UserName user={user} isMe={user.id === me?.id} /> },
            { title: 'Joined', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), responsive: ['lg'] },
            { title: 'Role', key: 'role', render: (_, user) => controls(user).role },
            { title: 'Admin Level', key: 'adminLevel', render: (_, user) => controls(user).level },
            { title: 'Actions', key: 'actions', render: (_, user) => controls(user).remove },
          ]}
        />
      )}
      {(data?.total ?? 0) > USERS_PAGE_SIZE && (
        <Pagination align="end" current={page} pageSize={USERS_PAGE_SIZE} total={data?.total ?? 0} onChange={setPage} showSizeChanger={false} simple={phone} />
      )}
      {data?.capped && (
        <Typography.Text type="secondary" style={{ textAlign: 'end' }}>
          More than {ADMIN_USER_SEARCH_COUNT_CAP.toLocaleString('en')} people match: the first {ADMIN_USER_SEARCH_COUNT_CAP.toLocaleString('en')} are in these pages. Narrow the search to find the others.
        </Typography.Text>
      )}
      <DecisionDialog
        open={pending?.kind === 'level'}
        title="Change admin level"
        explain={pending?.kind === 'level' ? levelChangeText(pending.user, pending.level) : ''}
        okText="Change level"
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (pending?.kind !== 'level') return;
          await setAdminLevel.mutateAsync({ userId: pending.user.id, adminLevel: pending.level, reason });
          toasts.success('Admin level updated successfully');
        }}
      />
      <DecisionDialog
        open={pending?.kind === 'suspend'}
        title="Suspend account"
        explain={pending ? `Suspend ${pending.user.email}? They are signed out and cannot sign in, employers cannot find them, and the reviews they wrote stop counting and showing. Nothing is deleted, and you can lift it later. They are emailed your reason.` : ''}
        okText="Suspend"
        danger
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (pending?.kind !== 'suspend') return;
          await suspendUsers.mutateAsync({ userIds: [pending.user.id], reason });
          toasts.success('Account suspended');
        }}
      />
      <DecisionDialog
        open={pending?.kind === 'lift'}
        title="Lift suspension"
        explain={pending ? `Lift the suspension of ${pending.user.email}? They can sign in again and everything they had is back.` : ''}
        okText="Lift suspension"
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (pending?.kind !== 'lift') return;
          await liftSuspension.mutateAsync({ userId: pending.user.id, reason });
          toasts.success('Suspension lifted');
        }}
      />
      <DecisionDialog
        open={pending?.kind === 'delete'}
        title="Delete user"
        explain={pending ? `Delete user ${pending.user.email}? This action cannot be undone.` : ''}
        okText="Delete"
        danger
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (pending?.kind !== 'delete') return;
          await deleteUser.mutateAsync({ userId: pending.user.id, reason });
          toasts.success('User deleted successfully');
        }}
      />
    </Flex>
  );
}

interface UserControls {
  role: ReactNode;
  level: ReactNode;
  remove: ReactNode;
}

function levelChangeText(user: AdminUser, level: AdminLevel | null): string {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const change = level ? `make ${name} ${levelLabel(level).toLowerCase()}` : `remove ${name}'s admin access`;
  return `You are about to ${change} (now: ${levelLabel(user.adminLevel).toLowerCase()}). They will be emailed the change and your reason, and it is kept in the audit log.`;
}

/** Says what the signed-in admin can grant, so that missing options do not look like a fault. */
function levelsNote(level: AdminLevel | string | null): string {
  if (level === 'super_admin') return 'As a super admin you can grant and remove every admin level.';
  if (level === 'admin') return 'As an admin you can grant moderator and admin. Only a super admin acts on super admins.';
  return 'As a moderator you can grant moderator. Admin and super admin are granted by an admin or a super admin.';
}

function UserName({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong>
        <UserDetailLink userId={user.id} name={`${user.firstName} ${user.lastName}`} /> {isMe && <Tag>You</Tag>}
        {user.suspendedAt && <Tag color="red">Suspended since {formatDate(user.suspendedAt)}</Tag>}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography.Text>
    </Flex>
  );
}

/** The account type select, or the type with why it cannot be changed here. */
function RoleControl({ user, refusal, onChange }: { user: AdminUser; refusal: string | null; onChange: (role: AccountRole) => void }) {
  if (refusal) return <FixedValue value={ACCOUNT_ROLE_LABELS[user.role]} why={refusal} />;
  return (
    <Select
      aria-label={`Role of ${user.email}`}
      value={user.role}
      style={{ width: 130 }}
      onChange={onChange}
      options={ACCOUNT_ROLES.map((value) => ({ value, label: ACCOUNT_ROLE_LABELS[value] }))}
    />
  );
}

/** The admin level select with only the levels the admin may grant, or the level with why it is out of reach. */
function LevelControl({ user, refusal, offered, onChange }: { user: AdminUser; refusal: string | null; offered: AdminLevel[]; onChange: (level: AdminLevel | null) => void }) {
  if (refusal) return <FixedValue value={levelLabel(user.adminLevel)} why={refusal} />;
  return (
    <Select
      aria-label={`Admin level of ${user.email}`}
      value={user.adminLevel ?? NO_LEVEL}
      style={{ width: 150 }}
      onChange={(next: string) => onChange(next === NO_LEVEL ? null : (next as AdminLevel))}
      options={[{ value: NO_LEVEL, label: 'None' }, ...offered.map((value) => ({ value, label: ADMIN_LEVEL_LABELS[value] }))]}
    />
  );
}

function FixedValue({ value, why }: { value: string; why: string }) {
  return (
    <Flex vertical>
      <Typography.Text>{value}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 200 }}>
        {why}
      </Typography.Text>
    </Flex>
  );
}

/** On a phone each user is a card with the same controls, stacked: no sideways scrolling. */
function UserCards({ users, loading, empty, controls, meId }: { users: AdminUser[] | undefined; loading: boolean; empty: ReactNode; controls: (user: AdminUser) => UserControls; meId?: string }) {
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!users?.length) return empty;
  return (
    <Flex vertical gap={12} role="list" aria-label="Users">
      {users.map((user) => {
        const { role, level, remove } = controls(user);
        return (
          <Card key={user.id} size="small" role="listitem">
            <Flex vertical gap={8}>
              <UserName user={user} isMe={user.id === meId} />
              <Typography.Text type="secondary">Joined {formatDate(user.createdAt)}</Typography.Text>
              <Flex wrap gap={12} align="start">
                <Flex vertical gap={4}>
                  <Typography.Text type="secondary">Role</Typography.Text>
                  {role}
                </Flex>
                <Flex vertical gap={4}>
                  <Typography.Text type="secondary">Admin Level</Typography.Text>
                  {level}
                </Flex>
              </Flex>
              {remove}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
