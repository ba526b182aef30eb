import { LinkOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useCustomLinkFlow } from './use-custom-link-flow';

/** Dashboard Quick Actions: opens the Share Profile dialog. */
export function CustomLinkButton({ children = 'Custom Link', icon = <LinkOutlined />, ...props }: Omit<ButtonProps, 'onClick'>) {
  const { openDialog, dialogs } = useCustomLinkFlow();
  return (
    <>
      <Button icon={icon} {...props} onClick={openDialog}>
        {children}
      </Button>
      {dialogs}
    </>
  );
}
