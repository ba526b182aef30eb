import { Flex, Typography } from 'antd';
import { AllowanceOffer, offerTitle } from '../../../components/credits';
import { type AllowanceUsedUp, notEnoughCreditsOf } from '../../../lib/allowances';
import { ApiError } from '../../../lib/api-client';
import { usePayForCrewProfile } from '../api/get-crew-profile';

/**
 * In place of the profile when this month's profile views are used up: the shared offer
 * (credits, a plan with more, cancel). Confirming opens the profile paid with credits.
 */
export function ProfileViewOffer({
  crewId,
  refusal,
  headingLevel,
  onCancel,
}: {
  crewId: string;
  refusal: AllowanceUsedUp;
  headingLevel: 2 | 3 | 4 | 5;
  onCancel?: () => void;
}) {
  const pay = usePayForCrewProfile(crewId);
  const short = notEnoughCreditsOf(pay.error);
  // The balance the server last reported: after a refused payment it may be lower than the offer's.
  const shown = short ? { ...refusal, creditsRemaining: short.creditsRemaining } : refusal;
  const error = pay.error ? (pay.error instanceof ApiError ? pay.error.serverMessage : 'The profile could not be opened. Please try again.') : null;
  return (
    <Flex vertical gap={8} role="region" aria-label={offerTitle(shown)}>
      <Typography.Title level={headingLevel} style={{ margin: 0, fontSize: 18 }}>
        {offerTitle(shown)}
      </Typography.Title>
      <AllowanceOffer refusal={shown} onPay={() => pay.mutate()} paying={pay.isPending} error={error} onCancel={onCancel} />
    </Flex>
  );
}
