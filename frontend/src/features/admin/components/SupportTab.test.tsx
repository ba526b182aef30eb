import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp, testUser } from '../../../test/render';
import type { AdminSupportRequest } from '../api/support';
import { SupportTab } from './SupportTab';

const moderator = { ...testUser, id: 'mod-1', adminLevel: 'moderator' as const };
const employer = { id: 'emp-1', name: 'Erin Employer', email: 'erin@fleet.example' };

const request = (fields: Partial<AdminSupportRequest> = {}): AdminSupportRequest => ({
  id: 'sr-1',
  category: 'api',
  subject: 'Key refused after renewal',
  message: 'Our key gets 403 since this morning.',
  status: 'open',
  createdAt: '2026-11-24T08:00:00.000Z',
  closedAt: null,
  employer,
  closedBy: null,
  replies: [],
  ...fields,
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Admin dashboard: Support', () => {
  it('lists open requests with who asked, answers one by email and closes it after confirmation', async () => {
    let open = [request(), request({ id: 'sr-2', subject: 'My own question', employer: { id: 'mod-1', name: 'Mo Derator', email: 'mo@example.com' } })];
    const calls = stubApi({
      'GET /api/admin/support/requests?status=open': () => ({ body: open }),
      'GET /api/admin/support/requests?status=closed': { body: [] },
      'POST /api/admin/support/requests/sr-1/replies': (body) => {
        const { message } = body as { message: string };
        open = [request({ replies: [{ id: 'r-1', message, createdAt: '2026-11-24T09:00:00.000Z', author: { id: 'mod-1', name: 'Mo Derator', email: 'mo@example.com' } }] }), open[1]];
        return { status: 201, body: open[0] };
      },
      'POST /api/admin/support/requests/sr-1/close': () => {
        const closed = request({ status: 'closed', closedAt: '2026-11-24T10:00:00.000Z', closedBy: { id: 'mod-1', name: 'Mo Derator', email: 'mo@example.com' } });
        open = [open[1]];
        return { body: closed };
      },
    });
    const user = setup();
    renderWithApp(<SupportTab />, { user: moderator });

    const card = within(await screen.findByRole('listitem', { name: 'Key refused after renewal' }));
    expect(card.getByText('API access')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Erin Employer' })).toHaveAttribute('href', '/admin-dashboard/users/emp-1');
    expect(card.getByText('Our key gets 403 since this morning.')).toBeInTheDocument();
    // Their own request is for another admin.
    const own = within(screen.getByRole('listitem', { name: 'My own question' }));
    expect(own.getByText('This is your own request: another admin answers it.')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Send reply' }));
    expect(await card.findByText('Please write an answer')).toBeInTheDocument();
    await user.click(card.getByLabelText('Your answer'));
    await user.paste('Renewed plans take a minute to apply: it works now.');
    await user.click(card.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/admin/support/requests/sr-1/replies', body: { message: 'Renewed plans take a minute to apply: it works now.' } });
    const answered = within(await screen.findByRole('list', { name: 'Answers to Key refused after renewal' }));
    expect(answered.getByText(/Mo Derator/)).toBeInTheDocument();

    await user.click(within(screen.getByRole('listitem', { name: 'Key refused after renewal' })).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('Close this request?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/close'))).toBe(false);
    await user.click(screen.getAllByRole('button', { name: 'Close request' }).at(-1)!);
    expect(await screen.findByText('Request closed')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/close')).map((c) => c.method)).toEqual(['POST']);
    await screen.findByRole('listitem', { name: 'My own question' });
    expect(screen.queryByRole('listitem', { name: 'Key refused after renewal' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Closed'));
    expect(await screen.findByText('No closed support requests yet')).toBeInTheDocument();
  });

  it('says when nothing is open, and offers Retry when the list cannot be loaded', async () => {
    let down = true;
    stubApi({ 'GET /api/admin/support/requests?status=open': () => (down ? { status: 500, body: { message: 'boom' } } : { body: [] }) });
    const user = setup();
    renderWithApp(<SupportTab />, { user: moderator });
    expect(await screen.findByText('The support requests could not be loaded')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open support requests')).toBeInTheDocument();
  });
});
