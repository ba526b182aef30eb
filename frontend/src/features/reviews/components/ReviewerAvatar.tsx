import { Avatar } from 'antd';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function ReviewerAvatar({ name, image, size = 40 }: { name: string; image?: string | null; size?: number }) {
  return image ? (
    <Avatar size={size} src={image} alt="" />
  ) : (
    <Avatar size={size} style={{ background: '#0b4f8a', flex: 'none' }} aria-hidden>
      {initialsOf(name) || '?'}
    </Avatar>
  );
}
