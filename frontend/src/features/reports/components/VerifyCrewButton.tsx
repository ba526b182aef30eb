import { SafetyCertificateOutlined } from '@ant-design/icons';
import { CONFIRMED_EMAIL_MESSAGES } from '@crew/contracts/access';
import { VERIFICATION_REPORT_INCLUDES, VERIFICATION_REPORT_LIMITS, VERIFICATION_REPORT_NAME } from '@crew/contracts/verification-report';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { AllowanceNote, usePayWithCredits } from '../../../components/credits';
import { ConfirmEmailNotice } from '../../../components/ConfirmEmail';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useOrderReport } from '../api/reports';

/**
 * Verify in the View Profile dialog: says what the report holds (and what it does not prove)
 * and what it will use of the plan before it is ordered; beyond the month's reports the
 * shared credits dialog asks before any credit is spent. Spec toasts.
 */
export function VerifyCrewButton({ crewId }: { crewId: string }) {
  const [asking, setAsking] = useState(false);
  const order = useOrderReport();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  const credits = usePayWithCredits({ onOffer: () => setAsking(false) });
  // The server refuses an order from an unconfirmed email: say so here, with the way out, before a click.
  const unconfirmed = useUser().user?.isVerified === false;
  async function verify() {
    try {
      // 'background_check' is the API's name for the one report type; users see what it holds.
      // Beyond the month's reports the shared dialog offers credits; undefined: the employer cancelled.
      const ordered = await credits.run((payWithCredits) => order.mutateAsync({ crewId, reportType: 'background_check', ...(payWithCredits ? { payWithCredits } : {}) }));
      setAsking(false);
      if (ordered) toast({ title: 'Verification Report Requested', description: 'Your verification report request is being processed.' });
    } catch (error) {
      setAsking(false);
      if (handleUnauthorized(error)) return;
      toast({ title: 'Failed to request verification report', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
    }
  }
  const title = `Order a ${VERIFICATION_REPORT_NAME.toLowerCase()}?`;
  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} loading={order.isPending} disabled={order.isSuccess} onClick={() => setAsking(true)}>
        {order.isSuccess ? 'Report Ordered' : 'Verify'}
      </Button>
      <Modal
        open={asking}
        title={title}
        okText="Order report"
        onOk={() => void verify()}
        okButtonProps={{ disabled: unconfirmed }}
        confirmLoading={order.isPending}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          {unconfirmed && <ConfirmEmailNotice message={CONFIRMED_EMAIL_MESSAGES.orderReport} />}
          <Typography.Text>A dated PDF of this crew member's profile as it stands now. It includes:</Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="The report includes">
            {VERIFICATION_REPORT_INCLUDES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Typography.Text type="secondary">{VERIFICATION_REPORT_LIMITS}</Typography.Text>
          <AllowanceNote feature="verification_report" />
          <Typography.Text type="secondary">The crew member is told who ordered it.</Typography.Text>
        </Flex>
      </Modal>
      {credits.dialog}
    </>
  );
}
