import { CheckCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../lib/brand';
import { forgetDeletedAccount } from './api/delete-account';

/**
 * Where a person lands after deleting their own account (a public page: the session is gone).
 * It says once what happened and what stays, instead of 'Account deleted' racing an
 * 'Unauthorized' toast to a bare sign-in page. The signed-in data is dropped here, once the
 * signed-in pages have gone, so nothing is left to notice the missing session.
 */
export default function GoodbyePage() {
  const queryClient = useQueryClient();
  useEffect(() => forgetDeletedAccount(queryClient), [queryClient]);

  return (
    <main style={{ padding: '48px 16px' }}>
      <Card style={{ maxWidth: 640, margin: '0 auto' }}>
        <Flex vertical gap={8}>
          <CheckCircleOutlined aria-hidden style={{ fontSize: 40, color: '#237804' }} />
          <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 6vw, 30px)', margin: 0 }}>
            Your account has been deleted
          </Typography.Title>
          <Typography.Paragraph style={{ marginTop: 8 }}>
            Your {PRODUCT_NAME} account and your personal data have been deleted, and you are signed out everywhere. Your share links no longer
            work and the reviews you received are gone.
          </Typography.Paragraph>
          <Typography.Paragraph>
            Reviews you wrote for colleagues stay on their profiles, shown as written by a ‘Former member’: your name, email and photo are not
            on them.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">Thank you for using {PRODUCT_NAME}. Fair winds.</Typography.Paragraph>
          <Button type="primary" href="/" style={{ alignSelf: 'flex-start' }}>
            Go to the home page
          </Button>
        </Flex>
      </Card>
    </main>
  );
}
