import { Avatar } from 'antd';
import { initials, type User } from '../../lib/auth';

// An avatar beside a long name in a flex row must keep its size: flex would squash it to an oval on a phone.
const ROUND = { flexShrink: 0 } as const;

/** The profile photo, or the initials of first and last name. */
export function UserAvatar({ user, size = 32 }: { user: User; size?: number }) {
  return user.profileImageUrl ? (
    <Avatar size={size} src={user.profileImageUrl} alt={`${user.firstName} ${user.lastName}`} style={ROUND} />
  ) : (
    <Avatar size={size} style={{ ...ROUND, background: '#0b4f8a' }} aria-label={`${user.firstName} ${user.lastName}`}>
      {initials(user)}
    </Avatar>
  );
}
