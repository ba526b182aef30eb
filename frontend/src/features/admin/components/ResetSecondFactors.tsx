import { Button } from 'antd';
import { useState } from 'react';
import { useResetSecondFactors } from '../api/admin-actions';
import { DecisionDialog } from './DecisionDialog';
import { useAdminToasts } from './use-admin-toasts';

/**
 * A super admin's way to let back in someone who lost every second factor (DESIGN.md, "Second
 * factors"): after checking who asks, with a reason for the audit log. Their sessions end and
 * they are emailed; they sign in with their password or an emailed link and set up a new one.
 */
export function ResetSecondFactors({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetSecondFactors(userId);
  const toasts = useAdminToasts();
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        Reset second factors
      </Button>
      <DecisionDialog
        open={open}
        title={`Reset ${name}'s second factors`}
        explain="Their authenticator app, passkeys and recovery codes are removed and they are signed out everywhere. Only do this once you have made sure the request comes from them. They are emailed, and this is kept in the audit log."
        okText="Reset"
        danger
        onConfirm={async (reason) => {
          await reset.mutateAsync({ userId, reason });
          toasts.success('Second factors reset');
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
