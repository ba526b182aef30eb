import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { link, renderWithApp, stubApi, stubClipboard } from '../test-utils';
import { CustomLinkButton } from './CustomLinkButton';
import { QuickShareButton, ShareProfileButton } from './QuickShareButton';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const created = link({ url: 'http://localhost:3000/shared/new-token' });

describe('Quick Share', () => {
  it('creates a 30-day full link for a professional profile share and copies it', async () => {
    const calls = stubApi({ 'POST /api/share-links': { status: 201, body: created } });
    const { queryClient } = renderWithApp(<QuickShareButton />);
    queryClient.setQueryData(['/api/share-links'], []);
    queryClient.setQueryData(['/api/stats'], {});
    const user = setup();
    const copied = stubClipboard();
    await user.click(screen.getByRole('button', { name: /Quick Share/ }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: '/api/share-links', body: { purpose: 'Professional Profile Share', accessLevel: 'full', expirationDays: 30 } }]);
    expect(copied).toEqual(['http://localhost:3000/shared/new-token']);
    expect(queryClient.getQueryState(['/api/share-links'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/stats'])?.isInvalidated).toBe(true);
  });

  it('still shows the new link when the clipboard refuses', async () => {
    stubApi({ 'POST /api/share-links': { status: 201, body: created } });
    renderWithApp(<QuickShareButton />);
    const user = setup();
    stubClipboard({ fails: true });
    await user.click(screen.getByRole('button', { name: /Quick Share/ }));
    expect(await screen.findByText('Share link created')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/shared/new-token')).toBeInTheDocument();
  });

  it('says so when it fails', async () => {
    stubApi({ 'POST /api/share-links': { status: 500, body: { message: 'boom' } } });
    renderWithApp(<QuickShareButton />);
    await setup().click(screen.getByRole('button', { name: /Quick Share/ }));
    expect(await screen.findByText('Failed to create share link. Please try again.')).toBeInTheDocument();
  });

  it("on the reviews page, 'Share Profile' shares the professional reviews", async () => {
    const calls = stubApi({ 'POST /api/share-links': { status: 201, body: created } });
    renderWithApp(<ShareProfileButton />);
    const user = setup();
    stubClipboard();
    await user.click(screen.getByRole('button', { name: /Share Profile/ }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ purpose: 'Quick Share - Professional Reviews', accessLevel: 'full', expirationDays: 30 });
  });
});

describe('Custom Link', () => {
  async function openDialog() {
    const user = setup();
    renderWithApp(<CustomLinkButton />);
    await user.click(screen.getByRole('button', { name: /Custom Link/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Profile' });
    return { user, dialog };
  }

  it('asks for a purpose before creating anything', async () => {
    const calls = stubApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please specify the purpose for this share link')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('defaults to full access for 30 days', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: /Full Access/ })).toBeChecked();
    expect(within(dialog).getByText('30 days')).toBeInTheDocument();
  });

  it('creates a summary link for 7 days and shows it with a copy button', async () => {
    const calls = stubApi({ 'POST /api/share-links': { status: 201, body: { ...created, accessLevel: 'summary', daysLeft: 7 } } });
    const { user, dialog } = await openDialog();
    const copied = stubClipboard();
    await user.click(within(dialog).getByLabelText('Purpose'));
    await user.paste('  Crew agency  ');
    await user.click(within(dialog).getByRole('radio', { name: /Summary Only/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Link Expiration' }));
    await user.click(await screen.findByTitle('7 days'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));

    const generated = await screen.findByRole('dialog', { name: 'Share Link Generated' });
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/share-links', body: { purpose: 'Crew agency', accessLevel: 'summary', expirationDays: 7 } });
    expect(screen.getByText('Share link created')).toBeInTheDocument();
    expect(within(generated).getByLabelText('Share link')).toHaveValue('http://localhost:3000/shared/new-token');
    await user.click(within(generated).getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual(['http://localhost:3000/shared/new-token']);
  });

  it('says so when generating fails, and keeps the dialog open', async () => {
    stubApi({ 'POST /api/share-links': { status: 500, body: { message: 'boom' } } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText('Purpose'));
    await user.paste('Agency');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Failed to generate share link. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share Profile' })).toBeInTheDocument();
  });
});
