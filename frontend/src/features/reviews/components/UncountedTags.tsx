import { PauseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { Review } from '../api/schemas';

/**
 * Why a received review counts nowhere for now (ADR 0034): an admin is checking it, or its
 * reviewer's account is suspended. Text, not colour alone; nothing for a review that counts.
 */
export function UncountedTags({ review }: { review: Pick<Review, 'flaggedAsSuspicious' | 'reviewerSuspended'> }) {
  return (
    <>
      {review.flaggedAsSuspicious && <Tag icon={<SearchOutlined />}>Being checked</Tag>}
      {review.reviewerSuspended && <Tag icon={<PauseCircleOutlined />}>Reviewer suspended</Tag>}
    </>
  );
}
