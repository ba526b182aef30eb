import { MODERATION_REASON_CATEGORIES, MODERATION_REASON_LABELS, type ModerationReason, REASON_NOTE_MAX, REASON_NOTE_MIN } from '@crew/contracts/moderation';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useId } from 'react';
import { useCheckedSend } from './use-checked-send';

export interface DecisionDialogProps {
  open: boolean;
  title: string;
  /** What the decision does, said before the admin gives the reason. */
  explain: ReactNode;
  okText: string;
  danger?: boolean;
  /** Suggested category (e.g. 'Confirmed genuine' when verifying). */
  defaultCategory?: ModerationReason['category'];
  /** Sends the decision; a failure is shown as the spec's 'Error' toast and the dialog stays open. */
  onConfirm: (reason: ModerationReason) => Promise<void>;
  onClose: () => void;
}

/**
 * Every admin decision asks for its reason (DESIGN.md, "Moderation reasons"): a category and
 * a note of at least 10 characters, checked here before the server checks them again.
 */
export function DecisionDialog({ open, title, explain, okText, danger, defaultCategory, onConfirm, onClose }: DecisionDialogProps) {
  const [form] = Form.useForm<ModerationReason>();
  const { sending, send } = useCheckedSend(onClose);
  const id = useId();
  useEffect(() => {
    if (open) form.setFieldsValue({ category: defaultCategory, note: '' });
  }, [open, defaultCategory, form]);

  async function submit() {
    let reason: ModerationReason;
    try {
      reason = await form.validateFields();
    } catch {
      return; // the fields say what is missing
    }
    // Deleting a user, changing an admin level, resetting second factors: an old session confirms it is you first.
    await send(() => onConfirm({ category: reason.category, note: reason.note.trim() }));
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
      forceRender
    >
      <Typography.Paragraph type="secondary">{explain}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} name={`decision-${id}`}>
        <Form.Item name="category" label="Reason" rules={[{ required: true, message: 'Choose the reason for this decision' }]}>
          <Select
            placeholder="Choose a reason"
            options={MODERATION_REASON_CATEGORIES.map((value) => ({ value, label: MODERATION_REASON_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label="Note"
          extra="Recorded with the decision and shown in the audit log."
          rules={[
            {
              validator: (_, value: string | undefined) =>
                (value ?? '').trim().length >= REASON_NOTE_MIN
                  ? Promise.resolve()
                  : Promise.reject(new Error(`Write at least ${REASON_NOTE_MIN} characters: what you checked and why`)),
            },
          ]}
        >
          <Input.TextArea maxLength={REASON_NOTE_MAX} showCount autoSize={{ minRows: 3 }} placeholder="What you checked, e.g. 'Called the captain: they served together on M/Y Aurora.'" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
