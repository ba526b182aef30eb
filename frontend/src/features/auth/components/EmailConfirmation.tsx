import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useToast } from '../../../lib/toast';

/**
 * A confirmation link lands on a page with ?emailConfirmed=1: say so once, then drop the flag
 * so a reload or a shared URL does not say it again.
 */
export function EmailConfirmedNotice() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const confirmed = params.get('emailConfirmed') === '1';
  // An employer's link lands on the Employer page: say what the confirmation opens for them.
  const forEmployers = useLocation().pathname.startsWith('/employer');
  useEffect(() => {
    if (!confirmed) return;
    toast({ title: 'Email confirmed', description: forEmployers ? 'You can now contact crew and order verification reports.' : 'Reviews you write now count as verified.' });
    setParams(
      (current) => {
        current.delete('emailConfirmed');
        return current;
      },
      { replace: true },
    );
  }, [confirmed, forEmployers, toast, setParams]);
  return null;
}

// The button lives with the shared components: every screen that needs a confirmed email offers it.
export { ResendConfirmationButton } from '../../../components/ConfirmEmail';
