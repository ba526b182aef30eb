import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';

/**
 * Recovery codes are shown once, right after they are made: the person copies or downloads
 * them before closing, since only their fingerprints are kept.
 */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = (codes ?? []).join('\n');

  async function copy() {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`Crew Reviews recovery codes\nEach code works once.\n\n${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'crew-reviews-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Modal
      open={codes !== null}
      title="Save your recovery codes"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          I have saved them
        </Button>
      }
    >
      <Typography.Paragraph>
        If you lose your phone or security key, sign in with one of these codes. Each code works once. Keep them somewhere safe, such as a password manager:
        we will not show them again.
      </Typography.Paragraph>
      <ol aria-label="Recovery codes" style={{ columns: '2 150px', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 15, paddingLeft: 24, margin: '0 0 16px' }}>
        {(codes ?? []).map((code) => (
          <li key={code} style={{ marginBottom: 4 }}>
            {code}
          </li>
        ))}
      </ol>
      <Flex wrap gap={8}>
        <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
          Copy codes
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          Download codes
        </Button>
      </Flex>
      {copied && <Alert type="success" showIcon title="Copied. Paste them somewhere safe." style={{ marginTop: 12 }} />}
    </Modal>
  );
}
