import { SendOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { RequestReviewDialog } from './RequestReviewDialog';

/** A button that opens the Request Review dialog (dashboard Quick Actions, reviews page, empty states). */
export function RequestReviewButton({ children = 'Request Review', ...props }: ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SendOutlined />} {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <RequestReviewDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
