import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, ADMIN_LEVELS, type AccountRole, type AdminLevel } from '@crew/contracts/user-values';
import { Button, Flex, Input, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/dates';
import { useDeleteUser, useSetAdminLevel, useSetUserRole } from '../api/admin-actions';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import type { AdminUser, UserFilter } from '../api/schemas';
import { ADMIN_LEVEL_LABELS } from './labels';
import { useAdminToasts } from './use-admin-toasts';

const NO_LEVEL = 'none';

/** Spec section 2: search by name or email, role filter, per-user role and admin-level selects, delete. */
export function UserManagementTab() {
  const { user: me } = useUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserFilter['role']>('all');
  const [page, setPage] = useState(1);
  // Typing stays responsive: the list follows the deferred text.
  const filter: UserFilter = { search: useDeferredValue(search), role, page };
  const { data, isLoading, isFetching } = useUsers(filter);
  const setUserRole = useSetUserRole();
  const setAdminLevel = useSetAdminLevel();
  const deleteUser = useDeleteUser();
  const toasts = useAdminToasts();

  async function remove(user: AdminUser) {
    try {
      await deleteUser.mutateAsync(user.id);
      toasts.success('User deleted successfully');
    } catch (error) {
      toasts.failure(error);
    }
  }

  async function changeRole(user: AdminUser, next: AccountRole) {
    try {
      await setUserRole.mutateAsync({ userId: user.id, role: next });
      toasts.success('User role updated successfully');
    } catch (error) {
      toasts.failure(error);
    }
  }

  async function changeLevel(user: AdminUser, next: string) {
    try {
      await setAdminLevel.mutateAsync({ userId: user.id, adminLevel: next === NO_LEVEL ? null : (next as AdminLevel) });
      toasts.success('Admin level updated successfully');
    } catch (error) {
      toasts.failure(error);
    }
  }

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
      <Table<AdminUser>
        rowKey="id"
        loading={isLoading || isFetching}
        dataSource={data?.users ?? []}
        scroll={{ x: 860 }}
        locale={{ emptyText: 'No users found' }}
        pagination={{ current: page, pageSize: USERS_PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: 'User',
            key: 'user',
            render: (_, user) => (
              <Flex vertical>
                <Typography.Text strong>
                  {user.firstName} {user.lastName} {user.id === me?.id && <Tag>You</Tag>}
                </Typography.Text>
                <Typography.Text type="secondary">{user.email}</Typography.Text>
              </Flex>
            ),
          },
          { title: 'Joined', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value), responsive: ['md'] },
          {
            title: 'Role',
            key: 'role',
            render: (_, user) => (
              <Select
                aria-label={`Role of ${user.email}`}
                value={user.role}
                style={{ width: 130 }}
                onChange={(next) => changeRole(user, next)}
                options={ACCOUNT_ROLES.map((value) => ({ value, label: ACCOUNT_ROLE_LABELS[value] }))}
              />
            ),
          },
          {
            title: 'Admin Level',
            key: 'adminLevel',
            render: (_, user) => (
              <Select
                aria-label={`Admin level of ${user.email}`}
                value={user.adminLevel ?? NO_LEVEL}
                style={{ width: 150 }}
                // Nobody changes their own level (the server refuses it too).
                disabled={user.id === me?.id}
                onChange={(next) => changeLevel(user, next)}
                options={[{ value: NO_LEVEL, label: 'None' }, ...ADMIN_LEVELS.map((value) => ({ value, label: ADMIN_LEVEL_LABELS[value] }))]}
              />
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, user) =>
              // Your own account is deleted from Profile settings, never from here (the server refuses it too).
              user.id === me?.id ? null : (
                <Popconfirm
                  title={`Delete user ${user.email}? This action cannot be undone.`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(user)}
                >
                  <Button size="small" danger aria-label={`Delete ${user.email}`}>
                    Delete
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Flex>
  );
}
