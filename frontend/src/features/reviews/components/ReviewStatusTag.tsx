import { ClockCircleOutlined, ExclamationCircleOutlined, SafetyCertificateOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { Review } from '../api/schemas';

/**
 * Spec section 2, review cards: pending -> 'Pending Confirmation'; confirmed -> Verified,
 * Partial or Unverified from reviewerVerificationStatus; any other status -> 'Under Review'.
 */
export function ReviewStatusTag({ review }: { review: Pick<Review, 'status' | 'reviewerVerificationStatus'> }) {
  if (review.status === 'pending') {
    return (
      <Tag color="gold" icon={<ClockCircleOutlined />}>
        Pending Confirmation
      </Tag>
    );
  }
  if (review.status === 'confirmed') {
    switch (review.reviewerVerificationStatus) {
      case 'verified':
        return (
          <Tooltip title="The reviewer confirmed the email address this request was sent to.">
            <Tag color="green" icon={<SafetyCertificateOutlined />}>
              Verified
            </Tag>
          </Tooltip>
        );
      case 'partial':
        return (
          <Tooltip title="The reviewer has a verified email, but not the address this request was sent to.">
            <Tag color="orange" icon={<ExclamationCircleOutlined />}>
              Partial
            </Tag>
          </Tooltip>
        );
      default:
        return (
          <Tooltip title="The reviewer has not verified their email address.">
            <Tag icon={<ExclamationCircleOutlined />}>Unverified</Tag>
          </Tooltip>
        );
    }
  }
  return (
    <Tag color="blue" icon={<SyncOutlined />}>
      Under Review
    </Tag>
  );
}
