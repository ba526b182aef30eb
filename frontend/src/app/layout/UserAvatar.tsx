import { Avatar } from 'antd';
import { initials, type User } from '../../lib/auth';

// An avatar beside a long name in a flex row must keep its size: flex would squash it to an oval on a phone.
const ROUND = { flexShrink: 0 } as const;

/**
 * The profile photo, or the initials of first and last name. `decorative` inside a control that
 * has its own name (the "User menu" button), so the name is not read twice.
 */
export function UserAvatar({ user, size = 32, decorative = false }: { user: User; size?: number; decorative?: boolean }) {
  const name = `${user.firstName} ${user.lastName}`;
  return user.profileImageUrl ? (
    <Avatar size={size} src={user.profileImageUrl} alt={decorative ? '' : name} style={ROUND} aria-hidden={decorative || undefined} />
  ) : (
    <Avatar size={size} style={{ ...ROUND, background: '#0b4f8a' }} aria-label={decorative ? undefined : name} aria-hidden={decorative || undefined}>
      {initials(user)}
    </Avatar>
  );
}
