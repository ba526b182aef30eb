import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { renderWithApp } from '../../test/render';
import type { ContactMessage } from './api/schemas';
import ConversationPage from './ConversationPage';
import { GREETING, thread } from './test/fixtures';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const renderPage = (id = 'c-1') =>
  renderWithApp(
    <Routes>
      <Route path="/contacts/:id" element={<ConversationPage />} />
    </Routes>,
    { path: `/contacts/${id}` },
  );

const accepted = (messages = thread().messages) =>
  thread({
    direction: 'sent',
    status: 'accepted',
    respondedAt: '2026-11-21T10:00:00.000Z',
    crew: { id: 'u-1', name: 'Casey Crew', email: 'casey@example.com' },
    messages,
  });

describe('a conversation page', () => {
  it('shows the employer the opening message with what it offered, then the thread in order, and sends a reply', async () => {
    let messages: ContactMessage[] = [
      { id: 'm-1', from: 'crew', senderName: 'Casey Crew', message: 'Yes, March works for me.', createdAt: '2026-11-21T11:00:00.000Z' },
    ];
    const calls = stubApi({
      'GET /api/contact-requests/c-1': () => ({ body: accepted(messages) }),
      'POST /api/contact-requests/c-1/messages': (body) => {
        const message: ContactMessage = { id: 'm-2', from: 'employer', senderName: 'Blue Horizon Crew', message: (body as { message: string }).message, createdAt: '2026-11-21T12:00:00.000Z' };
        messages = [...messages, message];
        return { status: 201, body: message };
      },
    });
    const user = setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation with Casey Crew' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /casey@example.com/ })).toHaveAttribute('href', 'mailto:casey@example.com');
    expect(screen.getByRole('link', { name: /Back to contacts/ })).toHaveAttribute('href', '/employer?tab=contacts');
    expect(screen.getByText('Casey Crew accepted on Nov 21, 2026.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Message from Blue Horizon Crew', 'Message from Casey Crew']);
    expect(within(items[0]).getByText(GREETING)).toBeInTheDocument();
    expect(within(items[0]).getByText('Chief Officer')).toBeInTheDocument();
    expect(within(items[0]).getByText('M/Y Aurora')).toBeInTheDocument();
    expect(within(items[0]).getByText('You')).toBeInTheDocument();
    expect(within(items[1]).getByText('Yes, March works for me.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your message'), 'Great, I will send the details.');
    await user.click(screen.getByRole('button', { name: /Send message/ }));
    expect(await within(list).findByText('Great, I will send the details.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/contact-requests/c-1/messages', body: { message: 'Great, I will send the details.' } });
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('lets the crew member accept a pending request there, and allows no message before', async () => {
    stubApi({ 'GET /api/contact-requests/c-1': { body: thread() } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation with Blue Horizon Crew' })).toBeInTheDocument();
    expect(screen.getByText('Blue Horizon Crew would like to get in touch. Your email address stays private unless you accept.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Accept/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByText('Verified company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('is read-only once consent is withdrawn, and says why to both sides', async () => {
    const closed = { status: 'withdrawn' as const, respondedAt: '2026-11-21T10:00:00.000Z', withdrawnAt: '2026-11-25T10:00:00.000Z' };
    stubApi({ 'GET /api/contact-requests/c-1': { body: thread({ ...closed, direction: 'sent', newRequestFrom: '2026-12-25T10:00:00.000Z' }) } });
    const { unmount } = renderPage();
    expect(
      await screen.findByText(
        'This conversation is closed: Casey Crew withdrew their consent on Nov 25, 2026. Their email address is no longer shared with you. A new request is possible from Dec 25, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    unmount();

    stubApi({ 'GET /api/contact-requests/c-1': { body: thread({ ...closed }) } });
    renderPage();
    expect(await screen.findByText('This conversation is closed: you withdrew your consent on Nov 25, 2026. Blue Horizon Crew no longer sees your email address.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('says a declined conversation is closed', async () => {
    stubApi({ 'GET /api/contact-requests/c-1': { body: thread({ direction: 'sent', status: 'declined', respondedAt: '2026-11-21T10:00:00.000Z', newRequestFrom: '2026-12-21T10:00:00.000Z' }) } });
    renderPage();
    expect(await screen.findByText('This conversation is closed: Casey Crew declined your request on Nov 21, 2026. A new request is possible from Dec 21, 2026.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });

  it('says a conversation that is not yours was not found, and offers Retry on other failures', async () => {
    stubApi({ 'GET /api/contact-requests/c-9': { status: 404, body: { message: 'Contact request not found' } } });
    const { unmount } = renderPage('c-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
    unmount();

    let down = true;
    stubApi({ 'GET /api/contact-requests/c-1': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: thread() }) });
    renderPage();
    expect(await screen.findByText('This conversation could not be loaded')).toBeInTheDocument();
    down = false;
    await setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation with Blue Horizon Crew' })).toBeInTheDocument();
  });
});
