import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { formatDate } from '../../../lib/dates';
import type { ShareLink } from '../api/schemas';
import { useShareToasts } from '../use-share-toasts';

/** Share Link Generated (spec section 2, Dialogs): the new link with a copy button. */
export function ShareLinkGeneratedDialog({ link, onClose, afterClose }: { link: ShareLink | null; onClose: () => void; afterClose?: () => void }) {
  const { copy } = useShareToasts();
  return (
    <Modal
      open={link !== null}
      title="Share Link Generated"
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
      destroyOnHidden
    >
      {link && (
        <>
          <Typography.Paragraph>
            Anyone with this link can view your {link.accessLevel === 'full' ? 'profile and verified reviews' : 'profile summary'} until{' '}
            {formatDate(link.expiresAt)}.
          </Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link.url} aria-label="Share link" onFocus={(e) => e.target.select()} />
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(link.url)}>
              Copy
            </Button>
          </Space.Compact>
        </>
      )}
    </Modal>
  );
}
