import { CONFIRMED_EMAIL_MESSAGES } from '@crew/contracts/access';
import { CONTACT_DETAIL_MAX_LENGTH, CONTACT_GREETING, CONTACT_MESSAGE_MAX_LENGTH } from '@crew/contracts/contact';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmEmailNotice } from '../../../components/ConfirmEmail';
import { AllowanceNote, usePayWithCredits } from '../../../components/credits';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useHandleUnauthorized } from '../../../lib/unauthorized';
import { useSendContactRequest } from '../api/contact-requests';

interface Values {
  position: string;
  vessel?: string;
  dates?: string;
  message: string;
}

const blankToNull = (value: string | undefined) => value?.trim() || null;

/**
 * The employer's first message (DESIGN.md, "Contact"): position, vessel, dates or rotation and a
 * message starting from the spec's greeting, with the allowance it uses said before sending;
 * beyond the month's messages the shared credits dialog asks before any credit is spent.
 * Spec toasts on success and failure.
 */
export function ContactForm({ crewId, open, onClose }: { crewId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const send = useSendContactRequest();
  const toast = useToast();
  const handleUnauthorized = useHandleUnauthorized();
  // The server refuses a request from an unconfirmed email: say so here, with the way out, before a click.
  const unconfirmed = useUser().user?.isVerified === false;
  // While the credits offer is open it stands in for the form, which keeps what was written.
  const [offering, setOffering] = useState(false);
  const credits = usePayWithCredits({ onOffer: () => setOffering(true) });
  async function submit({ position, vessel, dates, message }: Values) {
    const opening = { crewId, position: position.trim(), vessel: blankToNull(vessel), dates: blankToNull(dates), message: message.trim() };
    try {
      // undefined: the month's messages were used up and the employer chose not to pay.
      const sent = await credits.run((payWithCredits) => send.mutateAsync({ ...opening, ...(payWithCredits ? { payWithCredits } : {}) }));
      setOffering(false);
      if (!sent) return;
      onClose();
      toast({ title: 'Contact Request Sent', description: 'Your contact request has been sent to the crew member.' });
    } catch (error) {
      setOffering(false);
      if (handleUnauthorized(error)) return;
      // A 409 means the conversation moved on (sent from another tab, declined): the button shows where it stands now.
      if (error instanceof ApiError && error.status === 409) onClose();
      toast({ title: 'Failed to send contact request', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
    }
  }
  const required = (what: string) => ({ required: true, whitespace: true, message: `Please enter ${what}` });
  return (
    <>
      <Modal
        open={open && !offering}
        title="Contact crew member"
        okText="Send request"
        onOk={() => form.submit()}
        okButtonProps={{ disabled: unconfirmed }}
        confirmLoading={send.isPending}
        onCancel={onClose}
      >
        {unconfirmed && <ConfirmEmailNotice message={CONFIRMED_EMAIL_MESSAGES.contactCrew} />}
        <Typography.Paragraph type="secondary">The crew member reads this, with your company name, before deciding whether to share their email address.</Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark="optional" initialValues={{ message: CONTACT_GREETING }} onFinish={(values) => void submit(values)} name={`contact-${crewId}`}>
          <Form.Item name="position" label="Position" rules={[required('the position')]}>
            <Input maxLength={CONTACT_DETAIL_MAX_LENGTH} placeholder="Chief Officer" autoFocus />
          </Form.Item>
          <Form.Item name="vessel" label="Vessel">
            <Input maxLength={CONTACT_DETAIL_MAX_LENGTH} placeholder="M/Y Aurora (62 m)" />
          </Form.Item>
          <Form.Item name="dates" label="Dates or rotation">
            <Input maxLength={CONTACT_DETAIL_MAX_LENGTH} placeholder="From March 2027, rotation 10/10 weeks" />
          </Form.Item>
          <Form.Item name="message" label="Message" rules={[required('a message')]}>
            <Input.TextArea maxLength={CONTACT_MESSAGE_MAX_LENGTH} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
          </Form.Item>
        </Form>
        <AllowanceNote feature="message" suffix="Replies in the conversation are free." />
      </Modal>
      {credits.dialog}
    </>
  );
}
