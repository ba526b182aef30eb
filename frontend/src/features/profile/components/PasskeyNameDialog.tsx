import { Alert, Form, Input, Modal } from 'antd';

export const PASSKEY_NAME_MAX = 60;

/** A name the person will recognise later: the browser and system this passkey was made on. */
export function suggestedPasskeyName(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /iPhone|iPad/.test(userAgent) ? 'iPhone' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'Mac' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'My passkey';
}

/**
 * Names a passkey: before it is created (then the browser asks for the fingerprint, face or
 * PIN), or to rename it.
 */
export function PasskeyNameDialog({
  open,
  title,
  okText,
  initialName,
  busy,
  problem,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  okText: string;
  initialName: string;
  busy: boolean;
  problem: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  // Mounted only while open (destroyOnHidden): each opening starts from initialName.
  return (
    <Modal open={open} title={title} okText={okText} onOk={() => form.submit()} confirmLoading={busy} onCancel={onClose} destroyOnHidden>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: initialName }} onFinish={({ name }) => onSubmit(name.trim())} name="passkey-name">
        <Form.Item
          label="Name"
          name="name"
          extra="So you can tell your passkeys apart, e.g. 'Work laptop' or 'My phone'."
          rules={[
            { required: true, whitespace: true, message: 'Give the passkey a name' },
            { max: PASSKEY_NAME_MAX, message: `At most ${PASSKEY_NAME_MAX} characters` },
          ]}
        >
          <Input maxLength={PASSKEY_NAME_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
