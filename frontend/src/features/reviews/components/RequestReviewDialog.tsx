import { formatServicePeriod } from '@crew/contracts/sea-service';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useSeaService } from '../../../lib/sea-service';
import { useToast } from '../../../lib/toast';
import { useCreateReviewRequest } from '../api/create-review-request';
import type { EmailStatus } from '../api/schemas';
import { useFailureToast } from '../use-failure-toast';

interface Fields {
  reviewerEmail?: string;
  context?: string;
  duration?: string;
  message?: string;
  servicePeriodId?: string;
}

const FORM_ID = 'request-review-form';
const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** Request Review (spec section 2, Dialogs): email and context required, the rest optional. */
export function RequestReviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const toast = useToast();
  const failed = useFailureToast();
  const create = useCreateReviewRequest();
  const service = useSeaService({ enabled: open });
  const periods = service.data?.periods ?? [];

  const onFinish = (values: Fields) => {
    const reviewerEmail = trimmed(values.reviewerEmail);
    const context = trimmed(values.context);
    if (!reviewerEmail || !context) {
      toast({ title: 'Missing information', description: 'Please fill in the reviewer email and work context', variant: 'destructive' });
      return;
    }
    create.mutate(
      { reviewerEmail, context, duration: trimmed(values.duration), message: trimmed(values.message), ...(values.servicePeriodId ? { servicePeriodId: values.servicePeriodId } : {}) },
      {
        onSuccess: ({ emailStatus, deliveryNote }) => {
          if ((emailStatus as EmailStatus) !== 'sent' && !deliveryNote) {
            toast({ title: 'Review request saved', description: 'Request saved but email notification failed. Contact reviewer directly.', variant: 'destructive' });
          } else {
            toast({ title: 'Review requested', description: deliveryNote ?? `We emailed ${reviewerEmail} a link to write the review.` });
          }
          form.resetFields();
          onClose();
        },
        // A 409 is a rule, not a hiccup (a pending request to that address, or a vessel it
        // already reviewed you for): trying again would not help, the server's reason says why.
        onError: (error) => failed(error, error instanceof ApiError && error.status === 409 ? 'Review request not sent' : 'Failed to send review request. Please try again.'),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Request Review"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" htmlType="submit" form={FORM_ID} loading={create.isPending}>
          Send Request
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Ask a colleague you sailed or worked with to review your work. They get an email with a link to write the review.
      </Typography.Paragraph>
      <Form id={FORM_ID} form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item
          label="Reviewer Email"
          name="reviewerEmail"
          required
          rules={[{ type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" autoComplete="off" inputMode="email" placeholder="colleague@example.com" maxLength={254} autoFocus />
        </Form.Item>
        <Form.Item label="Work Context" name="context" required extra="Where and how you worked together.">
          <Input placeholder="e.g. Deckhand on M/Y Serenity, Mediterranean season" maxLength={200} />
        </Form.Item>
        {periods.length > 0 && (
          <Form.Item
            label="Sea Service"
            name="servicePeriodId"
            extra="Optional. If your colleague recorded service on the same vessel over the same months, the review shows you served together."
          >
            <Select
              allowClear
              placeholder="Which of your periods is this about?"
              options={periods.map((p) => ({ value: p.id, label: `${p.vesselName} · ${formatServicePeriod({ from: p.signOnDate, to: p.signOffDate })}` }))}
            />
          </Form.Item>
        )}
        <Form.Item label="Duration" name="duration">
          <Input placeholder="e.g. 6 months" maxLength={100} />
        </Form.Item>
        <Form.Item label="Message" name="message">
          <Input.TextArea placeholder="A personal note for your colleague (optional)" rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
