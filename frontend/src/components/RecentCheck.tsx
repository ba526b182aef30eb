import { CHECK_CODES } from '@crew/contracts/second-factors';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { checkCodeOf } from '../lib/security';

/**
 * Confirming it is you again (DESIGN.md, "Second factors"): a sensitive action refused with
 * 'recent-check-required', or an admin area refused with 'second-factor-required', opens this
 * prompt; once the person confirms, the action is sent again. The prompt offers what the
 * account has: a passkey or an authenticator code, else the password, else an emailed link.
 */

// The prompt's own chunk: the landing page never needs its forms.
const RecentCheckDialog = lazy(() => import('./RecentCheckDialog'));

/** Thrown by withRecentCheck when the person closed the prompt: nothing to report. */
export class CheckCancelled extends Error {
  constructor() {
    super('The check was cancelled');
    this.name = 'CheckCancelled';
  }
}

export const isCheckCancelled = (error: unknown) => error instanceof CheckCancelled;

export type CheckReason = 'sensitive-action' | 'admin-area';

interface RecentCheck {
  /** Opens the prompt; resolves true once the person confirmed, false when they closed it. */
  askForCheck: (reason?: CheckReason) => Promise<boolean>;
}

const RecentCheckContext = createContext<RecentCheck | null>(null);

/** Mounted once around the app; without it (a component alone in a test) actions run without the prompt. */
export function RecentCheckProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<CheckReason | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const askForCheck = useCallback(
    (reason: CheckReason = 'sensitive-action') =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setAsking(reason);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setAsking(null);
  };
  const value = useMemo(() => ({ askForCheck }), [askForCheck]);
  return (
    <RecentCheckContext.Provider value={value}>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <RecentCheckDialog reason={asking} onDone={() => close(true)} onCancel={() => close(false)} />
        </Suspense>
      )}
    </RecentCheckContext.Provider>
  );
}

export function useRecentCheck() {
  const context = useContext(RecentCheckContext);
  const askForCheck = context?.askForCheck;
  /** Runs `action`; when the server asks for a check first, asks the person and runs it again. */
  const withRecentCheck = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        const code = checkCodeOf(error);
        if (!askForCheck || (code !== CHECK_CODES.recentCheckRequired && code !== CHECK_CODES.secondFactorRequired)) throw error;
        if (!(await askForCheck(code === CHECK_CODES.secondFactorRequired ? 'admin-area' : 'sensitive-action'))) throw new CheckCancelled();
        return action();
      }
    },
    [askForCheck],
  );
  return { withRecentCheck, askForCheck: askForCheck ?? (async () => false) };
}
