import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Form, Input, Modal, Popconfirm, Skeleton, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { useToast } from '../../../lib/toast';
import { useMutationErrorToast } from '../../../lib/unauthorized';
import {
  certificateScanUrl, MAX_SCAN_BYTES, SCAN_ACCEPT, type CertificateDetails, type WalletCertificate, useCertificateWallet, useRemoveCertificateDetails,
  useRemoveCertificateScan, useSaveCertificateDetails, useSetExpiryReminders, useUploadCertificateScan,
} from '../api/certificate-wallet';

const SCAN_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** The badge for a certificate's status (computed by the server from the expiry date). */
export function CertificateStatusTag({ certificate }: { certificate: Pick<WalletCertificate, 'status' | 'daysToExpiry'> }) {
  const { status, daysToExpiry } = certificate;
  if (status === 'expired') return <Tag color="red">Expired</Tag>;
  if (status === 'expiring') {
    const when = daysToExpiry === 0 ? 'today' : daysToExpiry === 1 ? 'tomorrow' : `in ${daysToExpiry} days`;
    return <Tag color="orange">Expires {when}</Tag>;
  }
  if (status === 'valid') return <Tag color="green">Valid</Tag>;
  return <Tag>No expiry date</Tag>;
}


/**
 * The certificate wallet on the Profile page: each certification the person holds, with its
 * status, masked number, dates and scan, an edit dialog, and the reminder switch. It shows what
 * is saved: certifications added above appear here once the profile is saved.
 */
export function CertificateWalletCard() {
  const wallet = useCertificateWallet();
  const reminders = useSetExpiryReminders();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const [editing, setEditing] = useState<WalletCertificate | null>(null);

  const toggleReminders = (on: boolean) =>
    reminders.mutate(on, {
      onSuccess: () => toast({ title: on ? 'Expiry reminders on' : 'Expiry reminders off' }),
      onError: (error) => showError(error, 'Failed to change the reminder setting.'),
    });

  return (
    <Card id="certificate-wallet" title="Certificate Wallet">
      <Typography.Paragraph type="secondary">
        Record each certificate's number, issuing authority, dates and a scan. Numbers stay hidden here until you choose Show number.
        Only you can see your numbers and scans: your shared profile, PDFs and employers never get them.
      </Typography.Paragraph>
      {wallet.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : wallet.isError || !wallet.data ? (
        <Alert type="error" showIcon title="Your certificate wallet could not be loaded." action={<Button size="small" onClick={() => wallet.refetch()}>Retry</Button>} />
      ) : (
        <Flex vertical gap={16}>
          <Flex align="center" gap={12}>
            <Switch id="expiry-reminders" checked={wallet.data.expiryReminders} loading={reminders.isPending} onChange={toggleReminders} />
            <label htmlFor="expiry-reminders">Email me before my certificates expire</label>
          </Flex>
          {wallet.data.certificates.length === 0 ? (
            <Empty description="Add certifications to your profile and save; then record their details here." />
          ) : (
            <ul aria-label="Certificates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {wallet.data.certificates.map((certificate, i) => (
                // A rule between items is the item's own border: a list holds only list items.
                <WalletItem key={certificate.key} certificate={certificate} first={i === 0} onEdit={() => setEditing(certificate)} />
              ))}
            </ul>
          )}
        </Flex>
      )}
      {editing && <EditCertificateDialog certificate={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function WalletItem({ certificate, first, onEdit }: { certificate: WalletCertificate; first: boolean; onEdit: () => void }) {
  const upload = useUploadCertificateScan();
  const removeScan = useRemoveCertificateScan();
  const toast = useToast();
  const showError = useMutationErrorToast();
  const fileInput = useRef<HTMLInputElement>(null);
  // Hidden by default: the wallet is often opened where others can see the screen.
  const [numberShown, setNumberShown] = useState(false);
  const { name, code, number, numberMasked, authority, issueDate, expiryDate, scan } = certificate;

  const chooseFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.type && !SCAN_TYPES.has(file.type)) return toast({ title: 'Error', description: 'Only PDF, PNG or JPEG scans can be uploaded', variant: 'destructive' });
    if (file.size > MAX_SCAN_BYTES) return toast({ title: 'Error', description: 'File exceeds maximum allowed size of 10 MB', variant: 'destructive' });
    upload.mutate(
      { key: certificate.key, file },
      {
        onSuccess: () => toast({ title: 'Scan uploaded', description: `The scan of ${name} is stored. Only you can open it.` }),
        onError: (error) => showError(error, 'Failed to upload the scan. Please try again.'),
      },
    );
  };

  const facts = [
    authority,
    issueDate && `Issued ${formatDate(issueDate)}`,
    expiryDate && `Expires ${formatDate(expiryDate)}`,
  ].filter(Boolean);

  return (
    <li aria-label={name} style={first ? undefined : { borderTop: '1px solid rgba(5, 5, 5, 0.06)', marginTop: 12, paddingTop: 12 }}>
      <input ref={fileInput} type="file" accept={SCAN_ACCEPT} hidden data-testid={`scan-input-${certificate.key}`} onChange={(e) => chooseFile(e.target.files?.[0])} />
      <Flex wrap gap={12} justify="space-between" align="flex-start">
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Flex wrap gap={8} align="center">
            <Typography.Text strong>{name}</Typography.Text>
            <CertificateStatusTag certificate={certificate} />
          </Flex>
          {code && <Typography.Text type="secondary">{code}</Typography.Text>}
          {number && (
            <Flex wrap gap={4} align="center">
              <Typography.Text type="secondary">
                No. {numberShown ? number : numberMasked}
              </Typography.Text>
              <Button
                size="small"
                type="link"
                icon={numberShown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
                aria-label={`${numberShown ? 'Hide' : 'Show'} number of ${name}`}
                onClick={() => setNumberShown((shown) => !shown)}
              >
                {numberShown ? 'Hide number' : 'Show number'}
              </Button>
            </Flex>
          )}
          {(facts.length > 0 || !number) && <Typography.Text type="secondary">{facts.length > 0 ? facts.join(' · ') : 'No details yet'}</Typography.Text>}
        </Flex>
        <Flex wrap gap={8} align="center">
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={`Edit details of ${name}`}>
            Edit
          </Button>
          <Button size="small" icon={<UploadOutlined aria-hidden />} loading={upload.isPending} onClick={() => fileInput.current?.click()} aria-label={`${scan ? 'Replace' : 'Upload'} scan of ${name}`}>
            {scan ? 'Replace scan' : 'Upload scan'}
          </Button>
          {scan && (
            <>
              <Button size="small" type="link" icon={<DownloadOutlined aria-hidden />} href={certificateScanUrl(certificate.key)} aria-label={`Download scan of ${name}`}>
                Scan
              </Button>
              <Popconfirm title="Delete this scan?" okText="Delete" onConfirm={() => removeScan.mutate(certificate.key, { onError: (error) => showError(error, 'Failed to delete the scan.') })}>
                <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete scan of ${name}`} />
              </Popconfirm>
            </>
          )}
        </Flex>
      </Flex>
    </li>
  );
}

interface DetailsForm {
  number?: string;
  authority?: string;
  issueDate?: string;
  expiryDate?: string;
}

const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function EditCertificateDialog({ certificate, onClose }: { certificate: WalletCertificate; onClose: () => void }) {
  const [form] = Form.useForm<DetailsForm>();
  const save = useSaveCertificateDetails();
  const remove = useRemoveCertificateDetails();
  const toast = useToast();
  const showError = useMutationErrorToast();

  const submit = (values: DetailsForm) => {
    const details: CertificateDetails = { number: orNull(values.number), authority: orNull(values.authority), issueDate: orNull(values.issueDate), expiryDate: orNull(values.expiryDate) };
    save.mutate(
      { key: certificate.key, ...details },
      {
        onSuccess: () => {
          toast({ title: 'Certificate saved', description: `The details of ${certificate.name} are saved.` });
          onClose();
        },
        onError: (error) => showError(error, 'Failed to save the details. Please try again.'),
      },
    );
  };

  const clear = () =>
    remove.mutate(certificate.key, {
      onSuccess: () => {
        toast({ title: 'Details removed', description: `The details and scan of ${certificate.name} are deleted.` });
        onClose();
      },
      onError: (error) => showError(error, 'Failed to remove the details.'),
    });

  return (
    <Modal
      open
      title={`Details of ${certificate.name}`}
      onCancel={onClose}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      footer={(_, { OkBtn, CancelBtn }) => (
        <Flex justify="space-between">
          <Button danger onClick={clear} loading={remove.isPending}>
            Remove details
          </Button>
          <Flex gap={8}>
            <CancelBtn />
            <OkBtn />
          </Flex>
        </Flex>
      )}
    >
      <Form
        form={form}
        layout="vertical"
        aria-label="Certificate details"
        onFinish={submit}
        initialValues={{ number: certificate.number ?? '', authority: certificate.authority ?? '', issueDate: certificate.issueDate ?? '', expiryDate: certificate.expiryDate ?? '' }}
      >
        <Form.Item label="Certificate number" name="number" rules={[{ max: 50, message: 'The number must be at most 50 characters' }]} extra="Only you can see it: it is never on your shared profile, your PDFs or shown to employers.">
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Issuing authority" name="authority" rules={[{ max: 120, message: 'The authority must be at most 120 characters' }]}>
          <Input maxLength={120} placeholder="e.g. Maritime and Coastguard Agency" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item label="Issue date" name="issueDate" style={{ flex: 1 }}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            label="Expiry date"
            name="expiryDate"
            style={{ flex: 1 }}
            dependencies={['issueDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: string) => {
                  const issued = getFieldValue('issueDate') as string | undefined;
                  return value && issued && value < issued ? Promise.reject(new Error('The expiry date cannot be before the issue date')) : Promise.resolve();
                },
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
