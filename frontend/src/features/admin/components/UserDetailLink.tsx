import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where an admin reads everything about one person. */
export const userDetailPath = (userId: string) => `/admin-dashboard/users/${encodeURIComponent(userId)}`;

/**
 * A person's name linking to their admin page (the user list, the audit log, a person's
 * reviews); a deleted account reads 'Former member' and links nowhere, since there is nothing
 * left to show. Underlined: the name often sits in a line of other text (by whom, seen with
 * whom), where colour alone would not tell it apart (axe: link-in-text-block).
 */
export function UserDetailLink({ userId, name, formerMember = false, children }: { userId: string; name: string; formerMember?: boolean; children?: ReactNode }) {
  if (formerMember) return <Typography.Text type="secondary">Former member</Typography.Text>;
  return (
    <Link to={userDetailPath(userId)} style={{ textDecoration: 'underline' }}>
      {children ?? name}
    </Link>
  );
}
