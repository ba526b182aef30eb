import { REASON_NOTE_MAX, REASON_NOTE_MIN } from '@crew/contracts/moderation';
import { Form, Input, type InputRef, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useCheckedSend } from '../components/use-checked-send';

export interface SystemActionDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before the admin gives the reason. */
  explain: ReactNode;
  okText: string;
  danger?: boolean;
  /** Sends the action with its reason; a failure is shown as a toast and the dialog stays open. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Retry, Discard and Replay on the System tab ask what every sensitive admin action asks (ADR
 * 0043): why, in a note of at least 10 characters kept in the audit entry, and, when the
 * session's last check is old, 'Confirm it's you' before the server acts. One line, so that
 * Enter sends it once the reason is written; Escape closes it, unsent.
 */
export function SystemActionDialog({ open, title, explain, okText, danger, onConfirm, onClose }: SystemActionDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const { sending, send } = useCheckedSend(onClose);
  const id = useId();
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (open) form.setFieldsValue({ reason: '' });
  }, [open, form]);

  /**
   * The reason once it is valid, or null. A validation still running for the last key typed
   * makes validateFields reject without errors ('out of date'), e.g. with Enter pressed right
   * after typing: then it is asked again.
   */
  async function validReason(): Promise<string | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return (await form.validateFields()).reason.trim();
      } catch (error) {
        if ((error as { errorFields?: unknown[] }).errorFields?.length) return null; // the field says what is missing
      }
    }
    return null;
  }

  async function submit() {
    if (sending) return;
    const reason = await validReason();
    if (reason !== null) await send(() => onConfirm(reason));
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={sending}
      destroyOnHidden
      // The dialog takes the focus as it opens; the reason is what the admin types first.
      afterOpenChange={(opened) => opened && input.current?.focus()}
    >
      <Typography.Paragraph type="secondary">{explain}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} name={`system-action-${id}`}>
        <Form.Item
          name="reason"
          label="Reason"
          extra="Recorded with the action and shown in the audit log."
          rules={[
            {
              validator: (_, value: string | undefined) =>
                (value ?? '').trim().length >= REASON_NOTE_MIN ? Promise.resolve() : Promise.reject(new Error(`Write at least ${REASON_NOTE_MIN} characters: why this is needed`)),
            },
          ]}
        >
          <Input ref={input} maxLength={REASON_NOTE_MAX} onPressEnter={() => void submit()} placeholder="e.g. 'The mail server accepts mail again'" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
