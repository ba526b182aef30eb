import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useOrderReport } from '../api/reports';

/** Verify in the View Profile dialog: orders a background-check report on the crew member (spec toasts). */
export function VerifyCrewButton({ crewId }: { crewId: string }) {
  const order = useOrderReport();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const verify = () =>
    order.mutate(
      { crewId, reportType: 'background_check' },
      {
        onSuccess: () => toast({ title: 'Verification Report Requested', description: 'Your verification report request is being processed.' }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: 'Failed to request verification report', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
        },
      },
    );
  return (
    <Button icon={<SafetyCertificateOutlined />} loading={order.isPending} disabled={order.isSuccess} onClick={verify}>
      {order.isSuccess ? 'Report Ordered' : 'Verify'}
    </Button>
  );
}
