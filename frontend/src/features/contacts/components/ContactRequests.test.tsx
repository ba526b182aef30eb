import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import type { ContactRequest } from '../api/schemas';
import { CONTACT_GREETING, ContactCrewButton } from './ContactCrewButton';
import { ContactRequestsCard } from './ContactRequestsCard';
import { SentContactsList } from './SentContactsList';

const request = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  id: 'c-1',
  direction: 'received',
  status: 'pending',
  message: 'Hello! We would like to talk to you about a Chief Officer position.',
  company: { name: 'Blue Horizon Crew', type: 'recruitment_agency', verified: true },
  crew: { id: 'u-1', name: 'Casey Crew', email: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  ...overrides,
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('contact requests', () => {
  it('shows crew who asked, with the company, its type and verification, and accepts with a toast', async () => {
    let answered = false;
    const calls = stubApi({
      'GET /api/contact-requests': () => ({ body: [request({ status: answered ? 'accepted' : 'pending' })] }),
      'PATCH /api/contact-requests/c-1': () => {
        answered = true;
        return { body: request({ status: 'accepted' }) };
      },
    });
    const user = setup();
    renderWithApp(<ContactRequestsCard />);
    const item = await screen.findByRole('listitem', { name: 'Contact request from Blue Horizon Crew' });
    for (const text of ['Recruitment Agency', 'Verified company', 'Hello! We would like to talk to you about a Chief Officer position.']) {
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(item).getByRole('button', { name: /Accept/ }));
    expect(await screen.findByText('Contact request accepted')).toBeInTheDocument();
    expect(screen.getByText('Blue Horizon Crew can now see your email address.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/contact-requests/c-1', body: { status: 'accepted' } });
    expect(await within(item).findByText('Accepted')).toBeInTheDocument();
  });

  it("marks a company not yet verified as 'Unverified company'", async () => {
    stubApi({ 'GET /api/contact-requests': { body: [request({ company: { name: 'Bluewater Crew Agency', type: 'recruitment_agency', verified: false } })] } });
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

  it("lists an employer's contacts with status, and the email only of those who accepted", async () => {
    stubApi({
      'GET /api/contact-requests': {
        body: [
          request({ id: 'a', direction: 'sent', status: 'accepted', crew: { id: 'u-1', name: 'Casey Crew', email: 'casey@example.com' } }),
          request({ id: 'b', direction: 'sent', status: 'pending', crew: { id: 'u-2', name: 'Dana Crew', email: null } }),
        ],
      },
    });
    renderWithApp(<SentContactsList />);
    const casey = await screen.findByRole('listitem', { name: 'Casey Crew' });
    expect(within(casey).getByRole('link', { name: /casey@example.com/ })).toHaveAttribute('href', 'mailto:casey@example.com');
    expect(within(casey).getByText('Accepted')).toBeInTheDocument();
    const dana = screen.getByRole('listitem', { name: 'Dana Crew' });
    expect(within(dana).getByText('Pending')).toBeInTheDocument();
    expect(within(dana).queryByRole('link')).toBeNull();
  });

  it("says 'No contacts yet' to an employer who sent none", async () => {
    stubApi({ 'GET /api/contact-requests': { body: [] } });
    renderWithApp(<SentContactsList />);
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
  });

  it('offers Retry when the contacts sent cannot be loaded', async () => {
    let down = true;
    stubApi({ 'GET /api/contact-requests': () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: [] }) });
    renderWithApp(<SentContactsList />);
    expect(await screen.findByText('Your contacts could not be loaded')).toBeInTheDocument();
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
  });

  it('sends the fixed greeting from Contact, with the spec toasts', async () => {
    let fail = false;
    const calls = stubApi({
      'POST /api/contact-requests': () =>
        fail ? { status: 409, body: { message: 'You already have a pending contact request to this crew member' } } : { status: 201, body: request({ direction: 'sent' }) },
    });
    const user = setup();
    renderWithApp(
      <>
        <ContactCrewButton crewId="u-1" />
        <ContactCrewButton crewId="u-2" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: /Contact/ });
    await user.click(first);
    expect(await screen.findByText('Contact Request Sent')).toBeInTheDocument();
    expect(screen.getByText('Your contact request has been sent to the crew member.')).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/contact-requests', body: { crewId: 'u-1', message: CONTACT_GREETING } });
    expect(await screen.findByRole('button', { name: /Request Sent/ })).toBeDisabled();
    fail = true;
    await user.click(second);
    expect(await screen.findByText('Failed to send contact request')).toBeInTheDocument();
    expect(screen.getByText('You already have a pending contact request to this crew member')).toBeInTheDocument();
  });
});
