import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { allowanceUsedUpOf, type AllowanceUsedUp, notEnoughCreditsOf, SUBSCRIPTION_QUERY_KEY, TRANSACTIONS_QUERY_KEY } from '../../lib/allowances';
import { AllowanceUsedUpDialog } from './AllowanceUsedUpDialog';

interface Offer {
  refusal: AllowanceUsedUp;
  pay: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The one way a metered action goes beyond its monthly allowance (DESIGN.md, "Credits").
 * `run(action)` takes the action; when the server answers allowance_used_up it shows the
 * dialog, and only 'Use $N of credits' takes it again with `payWithCredits`. It resolves to
 * the action's result, or to undefined when the employer cancelled; any other failure
 * rejects, for the caller's own failure toast. `onOffer` runs as the dialog opens (e.g. to
 * close the dialog the action was started from). Render `dialog` once beside the action.
 *
 *   const credits = usePayWithCredits();
 *   const sent = await credits.run((payWithCredits) => send({ ...input, ...(payWithCredits && { payWithCredits }) }));
 *   if (sent) toast(...);
 */
export function usePayWithCredits({ onOffer }: { onOffer?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T,>(action: (payWithCredits: boolean) => Promise<T>): Promise<T | undefined> => {
      try {
        return await action(false);
      } catch (failure) {
        const refusal = allowanceUsedUpOf(failure);
        if (!refusal) throw failure;
        // The figures shown elsewhere (allowance bars, notes) were behind the server's.
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        setError(null);
        onOffer?.();
        return new Promise<T | undefined>((resolve, reject) => setOffer({ refusal, pay: () => action(true), resolve: resolve as (value: unknown) => void, reject }));
      }
    },
    [queryClient, onOffer],
  );

  async function pay() {
    if (!offer) return;
    setPaying(true);
    setError(null);
    try {
      const result = await offer.pay();
      await Promise.all([SUBSCRIPTION_QUERY_KEY, TRANSACTIONS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setOffer(null);
      offer.resolve(result);
    } catch (failure) {
      const short = notEnoughCreditsOf(failure);
      if (short) {
        // The balance changed since the offer: say so and show the shortfall, nothing was spent.
        setError(short.message);
        setOffer({ ...offer, refusal: { ...offer.refusal, creditsRemaining: short.creditsRemaining } });
      } else {
        setOffer(null);
        offer.reject(failure);
      }
    } finally {
      setPaying(false);
    }
  }

  function cancel() {
    offer?.resolve(undefined);
    setOffer(null);
    setError(null);
  }

  const dialog = <AllowanceUsedUpDialog refusal={offer?.refusal ?? null} onPay={() => void pay()} onCancel={cancel} paying={paying} error={error} />;
  return { run, dialog };
}
