import { Typography } from 'antd';
import type { Actor } from '../api/schemas';

/** A person with their email, or the system (a null id) by the name the server gives it, e.g. 'System (fraud rules)'. */
export function ActorLabel({ actor }: { actor: Actor }) {
  if (actor.id === null) return <Typography.Text type="secondary">{actor.name}</Typography.Text>;
  return (
    <span>
      {actor.name}
      {actor.email && <Typography.Text type="secondary"> ({actor.email})</Typography.Text>}
    </span>
  );
}
