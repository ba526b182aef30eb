import { CopyOutlined, DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useDeleteShareLink } from '../api/delete-share-link';
import { useShareLinks } from '../api/get-share-links';
import { EXPIRING_SOON_DAYS, FAILURES } from '../constants';
import type { ShareLink } from '../api/schemas';
import { useShareToasts } from '../use-share-toasts';
import { useCustomLinkFlow } from './use-custom-link-flow';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function DaysLeft({ days }: { days: number }) {
  if (days <= 0) return <Tag color="error">Expired</Tag>;
  return <Typography.Text type={days <= EXPIRING_SOON_DAYS ? 'danger' : 'secondary'}>{plural(days, 'day')} left</Typography.Text>;
}

function LinkRow({ link, last, deleting, onCopy, onDelete }: { link: ShareLink; last: boolean; deleting: boolean; onCopy: () => void; onDelete: () => void }) {
  const expired = link.daysLeft <= 0;
  return (
    <li style={{ listStyle: 'none', padding: '10px 0', borderBottom: last ? 'none' : '1px solid #f0f0f0' }} aria-label={link.purpose}>
      <Flex justify="space-between" align="center" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis={{ tooltip: link.purpose }}>
            {link.purpose}
          </Typography.Text>
          <Flex wrap gap={8} align="center" style={{ fontSize: 13 }}>
            <DaysLeft days={link.daysLeft} />
            <Typography.Text type="secondary">
              <EyeOutlined aria-hidden /> {plural(link.views, 'view')}
            </Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{link.accessLevel === 'full' ? 'Full' : 'Summary'}</Tag>
          </Flex>
        </Flex>
        <Flex gap={4} style={{ flexShrink: 0 }}>
          <Button size="small" icon={<CopyOutlined />} onClick={onCopy} disabled={expired} aria-label={`Copy link: ${link.purpose}`}>
            Copy
          </Button>
          {/* Beside Copy, one slip would kill a link someone holds: ask first. */}
          <Popconfirm
            title="Delete this share link?"
            description="Anyone holding it can no longer open your profile."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={deleting} aria-label={`Delete link: ${link.purpose}`} />
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

/** Dashboard widget (spec section 2): my links with days left and views, copy, delete, New. */
export function ActiveShareLinksCard() {
  const links = useShareLinks();
  const remove = useDeleteShareLink();
  const { toast, failed, copy } = useShareToasts();
  const { openDialog, dialogs } = useCustomLinkFlow();

  const onDelete = (link: ShareLink) =>
    remove.mutate(link.id, {
      onSuccess: () => toast({ title: 'Link deleted', description: 'The link no longer opens your profile.' }),
      onError: (error) => failed(error, FAILURES.delete),
    });

  return (
    <Card
      title="Active Share Links"
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={openDialog}>
          New
        </Button>
      }
    >
      {links.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : links.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your share links could not be loaded."
          action={
            <Button size="small" onClick={() => void links.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (links.data ?? []).length === 0 ? (
        <Typography.Text type="secondary">No active share links</Typography.Text>
      ) : (
        <ul style={{ margin: '-10px 0', padding: 0 }} aria-label="Share links">
          {links.data!.map((link, i) => (
            <LinkRow
              key={link.id}
              link={link}
              last={i === links.data!.length - 1}
              deleting={remove.isPending && remove.variables === link.id}
              onCopy={() => void copy(link.url)}
              onDelete={() => onDelete(link)}
            />
          ))}
        </ul>
      )}
      {dialogs}
    </Card>
  );
}
