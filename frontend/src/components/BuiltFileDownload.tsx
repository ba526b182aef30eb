import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

/**
 * A file the worker built, ready to take away: the download button and, beside it, what the
 * file is ('Prepared Nov 20, 2026 · 5 KB'; empty facts are left out). The data export on the
 * Profile page and the profile PDF on the dashboard offer their files alike. A plain link: the
 * session cookie goes with it.
 */
export function BuiltFileDownload({ href, label, facts }: { href: string; label: string; facts: ReadonlyArray<string | false | null | undefined> }) {
  return (
    <Flex gap={12} align="center" wrap>
      <Button type="primary" icon={<DownloadOutlined />} href={href} download>
        {label}
      </Button>
      <Typography.Text type="secondary">{facts.filter(Boolean).join(' · ')}</Typography.Text>
    </Flex>
  );
}
