import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { link, renderWithApp, stubApi, stubClipboard } from '../test-utils';
import { ActiveShareLinksCard } from './ActiveShareLinksCard';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Active Share Links card', () => {
  it('lists each link with its purpose, days left, views, Copy and delete', async () => {
    stubApi({
      'GET /api/share-links': {
        body: [
          link({ id: 'a', purpose: 'Chief Officer application', daysLeft: 30, views: 3 }),
          link({ id: 'b', purpose: 'Crew agency', accessLevel: 'summary', daysLeft: 7, views: 1 }),
          link({ id: 'c', purpose: 'Old application', daysLeft: 0, views: 0 }),
        ],
      },
    });
    renderWithApp(<ActiveShareLinksCard />);
    const list = await screen.findByRole('list', { name: 'Share links' });
    const [a, b, c] = within(list).getAllByRole('listitem');

    expect(within(a).getByText('Chief Officer application')).toBeInTheDocument();
    expect(within(a).getByText('30 days left')).not.toHaveClass('ant-typography-danger');
    expect(within(a).getByText(/3 views/)).toBeInTheDocument();
    expect(within(a).getByRole('button', { name: 'Copy link: Chief Officer application' })).toBeEnabled();
    expect(within(a).getByRole('button', { name: 'Delete link: Chief Officer application' })).toBeInTheDocument();

    // 7 days or fewer: the destructive (red) style.
    expect(within(b).getByText('7 days left')).toHaveClass('ant-typography-danger');
    expect(within(b).getByText(/1 view$/)).toBeInTheDocument();
    expect(within(b).getByText('Summary')).toBeInTheDocument();

    expect(within(c).getByText('Expired')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Copy link: Old application' })).toBeDisabled();
  });

  it('says when there are no links, and offers New', async () => {
    stubApi({ 'GET /api/share-links': { body: [] } });
    renderWithApp(<ActiveShareLinksCard />);
    expect(await screen.findByText('No active share links')).toBeInTheDocument();
    const user = setup();
    await user.click(screen.getByRole('button', { name: /New/ }));
    expect(await screen.findByRole('dialog', { name: 'Share Profile' })).toBeInTheDocument();
  });

  it('copies the link the server built', async () => {
    stubApi({ 'GET /api/share-links': { body: [link({ url: 'https://crew.example/shared/abc' })] } });
    renderWithApp(<ActiveShareLinksCard />);
    const user = setup();
    const copied = stubClipboard();
    await user.click(await screen.findByRole('button', { name: /Copy link/ }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual(['https://crew.example/shared/abc']);
  });

  it('deletes a link, says so and refreshes the links and the stats', async () => {
    let listed = [link({ id: 'a', purpose: 'Delete me' })];
    const calls = stubApi({
      'GET /api/share-links': () => ({ body: listed }),
      'DELETE /api/share-links/a': () => {
        listed = [];
        return { status: 204 };
      },
    });
    const { queryClient } = renderWithApp(<ActiveShareLinksCard />);
    queryClient.setQueryData(['/api/stats'], { activeLinks: 1 });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete link: Delete me' }));
    const confirm = (await screen.findByText('Delete this share link?')).closest('.ant-popover') as HTMLElement;
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Link deleted')).toBeInTheDocument();
    expect(await screen.findByText('No active share links')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/share-links/a', body: undefined }]);
    expect(queryClient.getQueryState(['/api/stats'])?.isInvalidated).toBe(true);
  });

  it('says so when the delete fails, and keeps the link', async () => {
    stubApi({
      'GET /api/share-links': { body: [link({ id: 'a', purpose: 'Keep me' })] },
      'DELETE /api/share-links/a': { status: 500, body: { message: 'boom' } },
    });
    renderWithApp(<ActiveShareLinksCard />);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete link: Keep me' }));
    await user.click(within((await screen.findByText('Delete this share link?')).closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete share link. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Keep me')).toBeInTheDocument());
  });
});
