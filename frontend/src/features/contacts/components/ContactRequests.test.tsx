import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { conversation, GREETING } from '../test/fixtures';
import { ContactRequestsCard } from './ContactRequestsCard';
import { SentContactsList } from './SentContactsList';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('contact requests for crew (dashboard card)', () => {
  it("shows the employer's written message with position, vessel and dates, and accepts with a toast", async () => {
    let answered = false;
    const calls = stubApi({
      'GET /api/contact-requests': () => ({ body: [conversation({ status: answered ? 'accepted' : 'pending', respondedAt: answered ? '2026-11-21T10:00:00.000Z' : null })] }),
      'PATCH /api/contact-requests/c-1': () => {
        answered = true;
        return { body: conversation({ status: 'accepted' }) };
      },
    });
    const user = setup();
    renderWithApp(<ContactRequestsCard />);
    const item = await screen.findByRole('listitem', { name: 'Contact request from Blue Horizon Crew' });
    for (const text of ['Recruitment Agency', 'Verified company', GREETING, 'Chief Officer · M/Y Aurora · From March 2027, 10/10']) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(within(item).getByRole('link', { name: 'View conversation' })).toHaveAttribute('href', '/contacts/c-1');
    await user.click(within(item).getByRole('button', { name: /Accept/ }));
    expect(await screen.findByText('Contact request accepted')).toBeInTheDocument();
    expect(screen.getByText('Blue Horizon Crew can now see your email address.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/contact-requests/c-1', body: { status: 'accepted' } });
    expect(await within(item).findByText('Accepted')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', '/contacts/c-1');
  });

  it('withdraws consent after asking, and then shows it withdrawn', async () => {
    let withdrawn = false;
    const calls = stubApi({
      'GET /api/contact-requests': () => ({
        body: [withdrawn ? conversation({ status: 'withdrawn', respondedAt: '2026-11-21T10:00:00.000Z', withdrawnAt: '2026-11-25T10:00:00.000Z' }) : conversation({ status: 'accepted', respondedAt: '2026-11-21T10:00:00.000Z' })],
      }),
      'POST /api/contact-requests/c-1/withdraw-consent': () => {
        withdrawn = true;
        return { body: conversation({ status: 'withdrawn' }) };
      },
    });
    const user = setup();
    renderWithApp(<ContactRequestsCard />);
    const item = await screen.findByRole('listitem', { name: 'Contact request from Blue Horizon Crew' });
    await user.click(within(item).getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText('Withdraw your consent?')).toBeInTheDocument();
    expect(screen.getByText(/Blue Horizon Crew will no longer see your email address and the conversation closes. They can send a new request after 30 days./)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Withdraw consent' }).at(-1)!);
    expect(await screen.findByText('Consent withdrawn', { selector: '.ant-notification *' })).toBeInTheDocument();
    expect(screen.getByText('Blue Horizon Crew no longer sees your email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/contact-requests/c-1/withdraw-consent', body: undefined }]);
    expect(await within(item).findByText('Consent withdrawn')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
  });

  it("marks a company not yet verified as 'Unverified company'", async () => {
    stubApi({ 'GET /api/contact-requests': { body: [conversation({ company: { name: 'Bluewater Crew Agency', type: 'recruitment_agency', verified: false } })] } });
    renderWithApp(<ContactRequestsCard />);
    const item = await screen.findByRole('listitem', { name: 'Contact request from Bluewater Crew Agency' });
    expect(within(item).getByText('Unverified company')).toBeInTheDocument();
    expect(within(item).queryByText('Verified company')).toBeNull();
  });

  it('shows nothing to crew nobody has contacted', async () => {
    const calls = stubApi({ 'GET /api/contact-requests': { body: [] } });
    renderWithApp(<ContactRequestsCard />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Contact Requests')).toBeNull());
  });
});

describe("the employer's Contacts tab", () => {
  it('lists one row per conversation with crew name, position, state, last message and date, the email only while accepted', async () => {
    stubApi({
      'GET /api/contact-requests': {
        body: [
          conversation({
            id: 'a',
            direction: 'sent',
            status: 'accepted',
            crew: { id: 'u-1', name: 'Casey Crew', email: 'casey@example.com' },
            lastMessage: { from: 'crew', message: 'Yes, March works for me.', createdAt: '2026-11-24T09:00:00.000Z' },
          }),
          conversation({ id: 'b', direction: 'sent', status: 'pending', position: 'Bosun', vessel: null, dates: null, crew: { id: 'u-2', name: 'Dana Crew', email: null } }),
          conversation({ id: 'c', direction: 'sent', status: 'withdrawn', crew: { id: 'u-3', name: 'Eli Crew', email: null }, withdrawnAt: '2026-11-22T10:00:00.000Z' }),
        ],
      },
    });
    renderWithApp(<SentContactsList />);
    const casey = await screen.findByRole('listitem', { name: 'Casey Crew' });
    expect(within(casey).getByRole('link', { name: 'Casey Crew' })).toHaveAttribute('href', '/contacts/a');
    expect(within(casey).getByRole('link', { name: /casey@example.com/ })).toHaveAttribute('href', 'mailto:casey@example.com');
    expect(within(casey).getByText('Accepted')).toBeInTheDocument();
    expect(within(casey).getByText('Casey: Yes, March works for me.')).toBeInTheDocument();
    expect(within(casey).getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(within(casey).getByText('Chief Officer · M/Y Aurora · From March 2027, 10/10')).toBeInTheDocument();
    const dana = screen.getByRole('listitem', { name: 'Dana Crew' });
    expect(within(dana).getByText('Pending')).toBeInTheDocument();
    expect(within(dana).getByText('Bosun')).toBeInTheDocument();
    expect(within(dana).getByText(`You: ${GREETING}`)).toBeInTheDocument();
    expect(within(dana).queryByRole('link', { name: /@/ })).toBeNull();
    const eli = screen.getByRole('listitem', { name: 'Eli Crew' });
    expect(within(eli).getByText('Consent withdrawn')).toBeInTheDocument();
    expect(within(eli).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it("says 'No contacts yet' to an employer who sent none", async () => {
    stubApi({ 'GET /api/contact-requests': { body: [] } });
    renderWithApp(<SentContactsList />);
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
  });

  it('offers Retry when the contacts cannot be loaded', async () => {
    let down = true;
    stubApi({ 'GET /api/contact-requests': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: [] }) });
    renderWithApp(<SentContactsList />);
    expect(await screen.findByText('Your contacts could not be loaded')).toBeInTheDocument();
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
  });
});
