import { findPlan } from '@crew/contracts/plans';
import { Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import { plural } from '../../../lib/plural';
import { type MessageAllowance, useMessageAllowance } from '../api/get-message-allowance';

/** 'Uses 1 of your 3 messages this month (2 left)', or what stands in its way. */
export function allowanceText({ plan, limit, used, renewsAt }: MessageAllowance): { text: string; exhausted: boolean } {
  if (limit === null) return { text: `Uses 1 message: unlimited on your ${findPlan(plan)?.name ?? 'current'} plan`, exhausted: false };
  const left = limit - used;
  if (left <= 0) {
    return {
      text: limit === 0 ? 'Your plan includes no messages' : `You have used all ${plural(limit, 'message')} of this month; they renew on ${formatDate(renewsAt)}`,
      exhausted: true,
    };
  }
  return { text: `Uses 1 of your ${plural(limit, 'message')} this month (${left - 1} left)`, exhausted: false };
}

/** What opening this conversation uses, said before it is sent (the reply thread after acceptance is free). */
export function MessageAllowanceLine() {
  const { data, isLoading, isError } = useMessageAllowance();
  if (isLoading) return <Typography.Text type="secondary">Checking your message allowance…</Typography.Text>;
  if (isError || !data) return <Typography.Text type="secondary">Uses 1 message of your plan.</Typography.Text>;
  const { text, exhausted } = allowanceText(data);
  return (
    <Typography.Text type={exhausted ? 'warning' : 'secondary'} data-testid="message-allowance">
      {text}. Replies in the conversation are free.
    </Typography.Text>
  );
}
