import type { MeteredFeature } from '@crew/contracts/plans';
import { Typography } from 'antd';
import { allowanceNote, useSubscriptionInfo } from '../../lib/allowances';

/** What the next action will use ('Uses 1 of 5 profile views this month (3 left)'), or nothing until it is known. */
export function AllowanceNote({ feature, suffix }: { feature: MeteredFeature; suffix?: string }) {
  const { data } = useSubscriptionInfo();
  const note = allowanceNote(data, feature);
  if (!note) return null;
  return (
    <Typography.Text type="secondary" data-testid={`allowance-note-${feature}`}>
      {note}.{suffix ? ` ${suffix}` : ''}
    </Typography.Text>
  );
}
