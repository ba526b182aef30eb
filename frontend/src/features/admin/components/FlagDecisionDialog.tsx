import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type FlagDecision, useDecideFlag } from '../api/admin-actions';
import { useAdminToasts } from './use-admin-toasts';

const COPY: Record<FlagDecision, { title: string; explain: string; ok: string; done: string }> = {
  'clear-flag': {
    title: 'Clear Flag',
    explain: 'The flag was unfounded. The review keeps the verification its reviewer earned; you do not vouch for it.',
    ok: 'Clear Flag',
    done: 'Flag cleared',
  },
  verify: {
    title: 'Verify Review',
    explain: 'You vouch for this review: it shows as verified and any flag is cleared.',
    ok: 'Verify',
    done: 'Review verified',
  },
};

export interface PendingDecision {
  reviewId: string;
  decision: FlagDecision;
}

/** Clear a flag or verify a review, with a note that becomes the review's admin notes. */
export function FlagDecisionDialog({ pending, onClose }: { pending: PendingDecision | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const decide = useDecideFlag();
  const toasts = useAdminToasts();
  useEffect(() => setNote(''), [pending]);
  const copy = pending ? COPY[pending.decision] : COPY.verify;

  async function submit() {
    if (!pending) return;
    try {
      await decide.mutateAsync({ ...pending, note });
      toasts.success(copy.done);
      onClose();
    } catch (error) {
      toasts.failure(error);
    }
  }

  return (
    <Modal open={!!pending} title={copy.title} okText={copy.ok} onOk={submit} onCancel={onClose} confirmLoading={decide.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{copy.explain}</Typography.Paragraph>
      <label htmlFor="moderation-note">
        <Typography.Text strong>Note</Typography.Text>
      </label>
      <Input.TextArea
        id="moderation-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={1000}
        showCount
        autoSize={{ minRows: 3 }}
        placeholder="What you checked, e.g. 'Called the captain: they served together on M/Y Aurora.'"
      />
    </Modal>
  );
}
