import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useToast } from '../../../lib/toast';
import { useConfirmReview } from '../api/confirm-review';
import { useToggleReviewVisibility } from '../api/toggle-review-visibility';
import type { Review } from '../api/schemas';
import { useFailureToast } from '../use-failure-toast';
import { ReviewCard } from './ReviewCard';

/** A list of received review cards wired to confirm and hide/show. */
export function ReviewList({ reviews, subscribed, empty }: { reviews: Review[]; subscribed: boolean; empty: ReactNode }) {
  const toast = useToast();
  const failed = useFailureToast();
  const confirm = useConfirmReview();
  const toggle = useToggleReviewVisibility();

  const onConfirm = (review: Review) =>
    confirm.mutate(review.id, {
      onSuccess: () => toast({ title: 'Review confirmed', description: `You confirmed the review from ${review.reviewerName}.` }),
      onError: (error) => failed(error, 'Failed to confirm review. Please try again.'),
    });

  const onToggle = (review: Review) =>
    toggle.mutate(review.id, {
      onSuccess: ({ isHidden }) =>
        toast(
          isHidden
            ? { title: 'Review hidden', description: 'It no longer appears on your shared profile.' }
            : { title: 'Review shown', description: 'It appears on your shared profile again once verified.' },
        ),
      onError: (error) => failed(error, 'Failed to toggle review visibility. Please try again.'),
    });

  if (reviews.length === 0) return <>{typeof empty === 'string' ? <Empty description={empty} /> : empty}</>;
  return (
    <Flex vertical gap={16}>
      {reviews.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          subscribed={subscribed}
          onConfirm={onConfirm}
          onToggleVisibility={onToggle}
          confirming={confirm.isPending && confirm.variables === review.id}
          toggling={toggle.isPending && toggle.variables === review.id}
        />
      ))}
    </Flex>
  );
}
