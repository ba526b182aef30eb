import { Typography } from 'antd';
import type { Actor } from '../api/schemas';

export function ActorLabel({ actor }: { actor: Actor }) {
  if (actor.id === null) return <Typography.Text type="secondary">system</Typography.Text>;
  return (
    <span>
      {actor.name}
      {actor.email && <Typography.Text type="secondary"> ({actor.email})</Typography.Text>}
    </span>
  );
}
