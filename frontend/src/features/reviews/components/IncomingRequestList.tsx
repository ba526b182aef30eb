import { Alert, Empty, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { IncomingReviewRequest } from '../api/schemas';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { IncomingRequestCard } from './IncomingRequestCard';
import { WriteReviewDialog } from './WriteReviewDialog';

/** The Write Reviews tab: requests addressed to me, the highlighted one first and in view. */
export function IncomingRequestList({ requests, highlightId }: { requests: IncomingReviewRequest[]; highlightId: string | null }) {
  const [writing, setWriting] = useState<IncomingReviewRequest | null>(null);
  const [declining, setDeclining] = useState<IncomingReviewRequest | null>(null);
  const highlightedRef = useRef<HTMLDivElement>(null);
  const found = !!highlightId && requests.some((r) => r.id === highlightId);
  const ordered = found ? [...requests].sort((a, b) => Number(b.id === highlightId) - Number(a.id === highlightId)) : requests;

  useEffect(() => {
    if (found) highlightedRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [found]);

  return (
    <Flex vertical gap={16}>
      {highlightId && !found && (
        <Alert
          type="warning"
          showIcon
          title="This review request is no longer waiting"
          description="It may have been answered or declined already, or it was sent to another email address than the one you signed in with."
        />
      )}
      {ordered.length === 0 ? (
        <Empty description="No review requests waiting for you" />
      ) : (
        ordered.map((request) => (
          <IncomingRequestCard
            key={request.id}
            ref={request.id === highlightId ? highlightedRef : undefined}
            request={request}
            highlighted={request.id === highlightId}
            onWrite={setWriting}
            onDecline={setDeclining}
          />
        ))
      )}
      <WriteReviewDialog request={writing} onClose={() => setWriting(null)} />
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} />
    </Flex>
  );
}
