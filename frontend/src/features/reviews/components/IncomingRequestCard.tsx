import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { forwardRef } from 'react';
import { formatDate } from '../../../lib/dates';
import type { IncomingReviewRequest } from '../api/schemas';
import { ReviewerAvatar } from './ReviewerAvatar';

export interface IncomingRequestCardProps {
  request: IncomingReviewRequest;
  /** The request the emailed link pointed at (?highlight=). */
  highlighted?: boolean;
  onWrite: (request: IncomingReviewRequest) => void;
  onDecline: (request: IncomingReviewRequest) => void;
}

/** A colleague's request waiting for my review (spec section 2, Reviews page). */
export const IncomingRequestCard = forwardRef<HTMLDivElement, IncomingRequestCardProps>(function IncomingRequestCard(
  { request, highlighted, onWrite, onDecline },
  ref,
) {
  return (
    <Card
      ref={ref}
      role="article"
      aria-label={`Review request from ${request.requesterName}`}
      styles={{ body: { padding: 16 } }}
      style={highlighted ? { borderColor: '#0b4f8a', boxShadow: '0 0 0 2px rgba(11, 79, 138, 0.25)', background: '#f0f7ff' } : undefined}
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={12} justify="space-between" align="start">
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            <ReviewerAvatar name={request.requesterName} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{request.requesterName}</Typography.Text>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {[request.requesterPosition, `Requested ${formatDate(request.createdAt)}`].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
            </div>
          </Flex>
          {highlighted && <Tag color="blue">⭐ New Request</Tag>}
        </Flex>
        <div>
          <Typography.Text strong>Context: </Typography.Text>
          <Typography.Text>{request.context}</Typography.Text>
          {request.duration && (
            <div>
              <Typography.Text strong>Duration: </Typography.Text>
              <Typography.Text>{request.duration}</Typography.Text>
            </div>
          )}
        </div>
        {request.message && (
          <blockquote style={{ margin: 0, padding: '8px 12px', borderInlineStart: '3px solid #d1d5db', background: '#f9fafb', whiteSpace: 'pre-line' }}>
            {request.message}
          </blockquote>
        )}
        <Flex wrap gap={8} justify="end">
          <Button icon={<CloseOutlined />} onClick={() => onDecline(request)}>
            Decline
          </Button>
          <Button type="primary" icon={<EditOutlined />} onClick={() => onWrite(request)}>
            Write Review
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
});
