import { Button, Modal, Typography } from 'antd';
import { useToast } from '../../../lib/toast';
import { useDeclineReviewRequest } from '../api/decline-review-request';
import type { IncomingReviewRequest } from '../api/schemas';
import { useFailureToast } from '../use-failure-toast';
import { useLastDefined } from '../use-last-defined';

/** Spec section 2: decline is confirmed first, because it is permanent. */
export function DeclineRequestDialog({ request: openFor, onClose }: { request: IncomingReviewRequest | null; onClose: () => void }) {
  const request = useLastDefined(openFor);
  const toast = useToast();
  const failed = useFailureToast();
  const decline = useDeclineReviewRequest();

  const onDecline = () => {
    if (!request) return;
    decline.mutate(request.id, {
      onSuccess: () => {
        toast({ title: 'Request declined', description: `${request.requesterName} has been notified.` });
        onClose();
      },
      onError: (error) => failed(error, 'Failed to decline the review request. Please try again.'),
    });
  };

  return (
    <Modal
      open={!!openFor}
      title="Are you sure you want to decline?"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} autoFocus>
          Cancel
        </Button>,
        <Button key="decline" danger type="primary" onClick={onDecline} loading={decline.isPending}>
          Yes, Decline
        </Button>,
      ]}
    >
      {request && (
        <Typography.Paragraph>
          Declining the review request from {request.requesterName} is permanent. {request.requesterName} will be notified that
          you declined, and this cannot be undone.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
