import type { ModerationReason } from '@crew/contracts/moderation';
import { type ReviewDecision, useDecideReview } from '../api/admin-actions';
import { DecisionDialog } from './DecisionDialog';
import { useAdminToasts } from './use-admin-toasts';

const COPY: Record<ReviewDecision, { title: string; explain: string; ok: string; done: string; danger?: boolean; category?: ModerationReason['category'] }> = {
  'clear-flag': {
    title: 'Clear Flag',
    explain: 'The flag was unfounded. The review keeps the verification its reviewer earned; you do not vouch for it. Your note becomes the review\u2019s admin notes.',
    ok: 'Clear Flag',
    done: 'Flag cleared',
    category: 'confirmed-genuine',
  },
  verify: {
    title: 'Verify Review',
    explain: 'You vouch for this review: it shows as verified and any flag is cleared. Your note becomes the review\u2019s admin notes.',
    ok: 'Verify',
    done: 'Review verified',
    category: 'confirmed-genuine',
  },
  flag: {
    title: 'Flag Review',
    explain: 'The review moves to Suspicious Reviews and stops counting as verified until an admin clears the flag. Both people are emailed the reason category and may dispute it.',
    ok: 'Flag',
    done: 'Review flagged',
    danger: true,
  },
  uphold: {
    title: 'Uphold Flag',
    explain: 'You agree with the flag: the review stays suspicious and does not count as verified. Both people are emailed the reason category and may dispute it.',
    ok: 'Uphold Flag',
    done: 'Flag upheld',
    danger: true,
  },
  delete: {
    title: 'Delete Review',
    explain: 'It leaves every list and count; its history is kept. Both people are emailed the reason category and may dispute it.',
    ok: 'Delete',
    done: 'Review deleted successfully',
    danger: true,
  },
};

export interface PendingDecision {
  reviewId: string;
  decision: ReviewDecision;
  /** The spec's confirmation for a deletion, which differs between the tabs. */
  deleteText?: string;
}

/** Flag, clear a flag, verify or delete one review, each with its reason. */
export function ReviewDecisionDialog({ pending, onClose }: { pending: PendingDecision | null; onClose: () => void }) {
  const decide = useDecideReview();
  const toasts = useAdminToasts();
  const copy = COPY[pending?.decision ?? 'verify'];
  return (
    <DecisionDialog
      open={!!pending}
      title={copy.title}
      explain={pending?.decision === 'delete' ? `${pending.deleteText ?? 'Delete this review? This action cannot be undone.'} ${copy.explain}` : copy.explain}
      okText={copy.ok}
      danger={copy.danger}
      defaultCategory={copy.category}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!pending) return;
        await decide.mutateAsync({ reviewId: pending.reviewId, decision: pending.decision, reason });
        toasts.success(copy.done);
      }}
    />
  );
}
