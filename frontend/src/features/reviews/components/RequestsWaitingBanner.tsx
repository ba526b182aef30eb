import { BellOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { requestsWaitingText } from '../labels';

/** Shown on the reviews page while colleagues wait for my review. */
export function RequestsWaitingBanner({ count, onView }: { count: number; onView: () => void }) {
  if (count <= 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<BellOutlined />}
      title={requestsWaitingText(count)}
      description={count === 1 ? 'A colleague asked you to review their work.' : 'Colleagues asked you to review their work.'}
      action={
        <Button type="primary" size="small" onClick={onView}>
          View Requests
        </Button>
      }
    />
  );
}
