import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type User, useUser } from '../lib/auth';
import { access } from './access';
import { PageTitle } from '../components/PageTitle';
import { AdminSecondFactorGate } from './AdminSecondFactorGate';

/** The pages guarded by a permission of the shared access policy. */
type Permission = 'canSearchCrew' | 'isAdmin';

/**
 * The policy permission checked before the page renders. Crew search has two gates (spec
 * section 2): the route lets every employer/agency in and the page shows the subscription gate
 * with its plan cards; the API refuses the search itself without both.
 */
const ROUTE_GATE = { canSearchCrew: 'isEmployer', isAdmin: 'isAdmin' } as const satisfies Record<Permission, keyof ReturnType<typeof access>>;

/** What a signed-in user without the permission sees instead of the page (spec section 2). */
const DENIED: Record<Permission, ReactNode> = {
  canSearchCrew: (
    <Result
      status="403"
      title={<PageTitle>Employer Access Required</PageTitle>}
      subTitle="Crew search is available to employer and agency accounts."
      extra={
        <Link to="/employer">
          <Button type="primary">Upgrade to Employer Account</Button>
        </Link>
      }
    />
  ),
  isAdmin: <Result status="403" title={<PageTitle>Access Denied - Admin privileges required to access this dashboard.</PageTitle>} />,
};

/**
 * Shows the page only when the access helper grants the permission (the server checks too);
 * an admin page also needs a session that passed a second factor.
 */
export function RouteGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { user } = useUser();
  if (!access(user as User | null)[ROUTE_GATE[permission]]) return <>{DENIED[permission]}</>;
  return permission === 'isAdmin' ? <AdminSecondFactorGate>{children}</AdminSecondFactorGate> : <>{children}</>;
}
