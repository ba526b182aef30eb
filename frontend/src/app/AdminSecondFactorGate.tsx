import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { useRecentCheck } from '../components/RecentCheck';
import { SECOND_FACTOR_SETUP_PATH, SECURITY_QUERY_KEY, useSecurity } from '../lib/security';
import { PageSkeleton } from './layout/PageSkeleton';

/**
 * An admin level grants nothing to a session that has not passed a second factor (DESIGN.md,
 * "Second factors"; the API refuses every admin route the same way). An admin without one is
 * taken to set one up, the security settings saying why; one whose session has not used it
 * yet (signed in before adding it) confirms with it here.
 */
export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const { data, isLoading, isError, refetch, isFetching } = useSecurity();
  const { askForCheck } = useRecentCheck();
  const queryClient = useQueryClient();

  if (isLoading) return <PageSkeleton />;
  if (isError || !data) {
    return (
      <Result
        status="error"
        title={<PageTitle>The admin area could not be opened</PageTitle>}
        subTitle="Please check your connection and try again."
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (data.secondFactorPassed) return <>{children}</>;
  if (!data.hasSecondFactor) return <Navigate to={SECOND_FACTOR_SETUP_PATH} replace />;
  return (
    <Result
      icon={<SafetyCertificateOutlined aria-hidden />}
      title={<PageTitle>Confirm it's you to open the admin area</PageTitle>}
      subTitle="This session has not used your second factor yet. Confirm with your authenticator app or a passkey to continue."
      extra={
        <Button
          type="primary"
          onClick={async () => {
            if (await askForCheck('admin-area')) await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
          }}
        >
          Confirm it's you
        </Button>
      }
    />
  );
}
