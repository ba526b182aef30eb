import { Button, Flex } from 'antd';
import type { AdminReview } from '../api/schemas';
import type { PendingDecision } from './ReviewDecisionDialog';

export interface ReviewActionHandlers {
  onHistory: (reviewId: string) => void;
  onDecide: (pending: PendingDecision) => void;
}

/** History and the decisions an admin can take on one review; each decision asks for its reason. */
export function ReviewActions({ review, deleteText, onHistory, onDecide }: ReviewActionHandlers & { review: AdminReview; deleteText: string }) {
  const decide = (decision: PendingDecision['decision']) => () => onDecide({ reviewId: review.id, decision, deleteText });
  return (
    <Flex wrap gap={8}>
      <Button size="small" onClick={() => onHistory(review.id)}>
        History
      </Button>
      {review.flaggedAsSuspicious ? (
        <>
          <Button size="small" onClick={decide('clear-flag')}>
            Clear Flag
          </Button>
          <Button size="small" onClick={decide('uphold')}>
            Uphold Flag
          </Button>
        </>
      ) : (
        <Button size="small" onClick={decide('flag')}>
          Flag
        </Button>
      )}
      {!review.isVerified && (
        <Button size="small" onClick={decide('verify')}>
          Verify
        </Button>
      )}
      <Button size="small" danger onClick={decide('delete')}>
        Delete
      </Button>
    </Flex>
  );
}
