import { Avatar } from 'antd';
import { initials, type User } from '../../lib/auth';

/** The profile photo, or the initials of first and last name. */
export function UserAvatar({ user, size = 32 }: { user: User; size?: number }) {
  return user.profileImageUrl ? (
    <Avatar size={size} src={user.profileImageUrl} alt={`${user.firstName} ${user.lastName}`} />
  ) : (
    <Avatar size={size} style={{ background: '#0b4f8a' }} aria-label={`${user.firstName} ${user.lastName}`}>
      {initials(user)}
    </Avatar>
  );
}
