import { ShareAltOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useCreateShareLink } from '../api/create-share-link';
import { copyText } from '../clipboard';
import { FAILURES, QUICK_SHARE, REVIEWS_SHARE } from '../constants';
import type { CreateShareLinkInput } from '../api/schemas';
import { useShareToasts } from '../use-share-toasts';

type Props = Omit<ButtonProps, 'onClick' | 'loading'> & { link?: CreateShareLinkInput };

/** One click: a 30-day full link is created and copied (dashboard Quick Share). */
export function QuickShareButton({ link = QUICK_SHARE, children = 'Quick Share', icon = <ShareAltOutlined />, ...props }: Props) {
  const create = useCreateShareLink();
  const { toast, failed } = useShareToasts();

  const share = () =>
    create.mutate(link, {
      onSuccess: async (created) => {
        if (await copyText(created.url)) {
          toast({ title: 'Link copied', description: `Share link created. Anyone with it can view your profile for ${created.daysLeft} days.` });
        } else {
          // Still useful: the link is listed under Active Share Links to copy later.
          toast({ title: 'Share link created', description: created.url });
        }
      },
      onError: (error) => failed(error, FAILURES.create),
    });

  return (
    <Button icon={icon} {...props} loading={create.isPending} onClick={share}>
      {children}
    </Button>
  );
}

/** The reviews page's 'Share Profile' button (spec section 2). */
export function ShareProfileButton(props: Omit<Props, 'link' | 'children'>) {
  return (
    <QuickShareButton link={REVIEWS_SHARE} {...props}>
      Share Profile
    </QuickShareButton>
  );
}
