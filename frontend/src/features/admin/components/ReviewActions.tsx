import { Button, Flex, Popconfirm } from 'antd';
import { useDeleteReview } from '../api/admin-actions';
import type { AdminReview } from '../api/schemas';
import type { PendingDecision } from './FlagDecisionDialog';
import { useAdminToasts } from './use-admin-toasts';

export interface ReviewActionHandlers {
  onHistory: (reviewId: string) => void;
  onDecide: (pending: PendingDecision) => void;
}

/** History, flag decisions and delete (with the spec's confirmation) for one review. */
export function ReviewActions({ review, confirmText, onHistory, onDecide }: ReviewActionHandlers & { review: AdminReview; confirmText: string }) {
  const remove = useDeleteReview();
  const toasts = useAdminToasts();

  async function confirmDelete() {
    try {
      await remove.mutateAsync(review.id);
      toasts.success('Review deleted successfully');
    } catch (error) {
      toasts.failure(error);
    }
  }

  return (
    <Flex wrap gap={8}>
      <Button size="small" onClick={() => onHistory(review.id)}>
        History
      </Button>
      {review.flaggedAsSuspicious && (
        <Button size="small" onClick={() => onDecide({ reviewId: review.id, decision: 'clear-flag' })}>
          Clear Flag
        </Button>
      )}
      {!review.isVerified && (
        <Button size="small" onClick={() => onDecide({ reviewId: review.id, decision: 'verify' })}>
          Verify
        </Button>
      )}
      <Popconfirm title={confirmText} okText="Delete" okButtonProps={{ danger: true }} onConfirm={confirmDelete}>
        <Button size="small" danger loading={remove.isPending}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}
