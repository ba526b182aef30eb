import { CONTACT_GREETING } from '@crew/contracts/contact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { conversation, state, subscription } from '../test/fixtures';
import { ContactCrewButton } from './ContactCrewButton';

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The buttons on a page, and the thread page they lead to. */
function renderButtons(crewIds: string[]) {
  return renderWithApp(
    <Routes>
      <Route
        path="/"
        element={
          <>
            {crewIds.map((id) => (
              <div key={id} data-testid={`card-${id}`}>
                <ContactCrewButton crewId={id} />
              </div>
            ))}
          </>
        }
      />
      <Route path="/contacts/:id" element={<p>Thread page</p>} />
    </Routes>,
  );
}

const card = (id: string) => within(screen.getByTestId(`card-${id}`));

/** 'Contact' once the state has loaded (while it loads the button spins, disabled). */
async function contactButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: /Contact/ })).toBeEnabled());
  return screen.getByRole('button', { name: /Contact/ });
}

describe('the Contact button', () => {
  it('shows each crew member’s state from one call for the whole page', async () => {
    const calls = stubApi({
      'GET /api/contact-requests/with?crewId=a&crewId=b&crewId=c&crewId=d&crewId=e&crewId=f': {
        body: [
          state('a'),
          state('b', { status: 'pending', requestId: 'r-b', canRequest: false }),
          state('c', { status: 'accepted', requestId: 'r-c', email: 'cat@example.com', canRequest: false }),
          state('d', { status: 'declined', requestId: 'r-d', closedAt: '2026-11-20T10:00:00.000Z', newRequestFrom: '2026-12-20T10:00:00.000Z', canRequest: false }),
          state('e', { status: 'withdrawn', requestId: 'r-e', closedAt: '2026-11-22T10:00:00.000Z', newRequestFrom: '2026-12-22T10:00:00.000Z', canRequest: false }),
          // Declined over 30 days ago: a new request is possible.
          state('f', { status: 'declined', requestId: 'r-f', closedAt: '2026-09-01T10:00:00.000Z', newRequestFrom: '2026-10-01T10:00:00.000Z', canRequest: true }),
        ],
      },
    });
    renderButtons(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await card('b').findByRole('button', { name: /Request pending/ })).toBeInTheDocument();
    expect(card('a').getByRole('button', { name: /Contact/ })).toBeEnabled();
    expect(card('c').getByRole('button', { name: /Accepted/ })).toBeInTheDocument();
    expect(card('c').getByRole('link', { name: /cat@example.com/ })).toHaveAttribute('href', 'mailto:cat@example.com');
    expect(card('d').getByRole('button', { name: /Declined/ })).toBeInTheDocument();
    expect(card('d').getByText('New request possible from Dec 20, 2026')).toBeInTheDocument();
    expect(card('e').getByRole('button', { name: /Consent withdrawn/ })).toBeInTheDocument();
    expect(card('e').getByText('New request possible from Dec 22, 2026')).toBeInTheDocument();
    expect(card('f').getByRole('button', { name: /Contact/ })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it('leads to the conversation once there is one', async () => {
    stubApi({ 'GET /api/contact-requests/with?crewId=c': { body: [state('c', { status: 'accepted', requestId: 'r-c', email: 'cat@example.com', canRequest: false })] } });
    const user = setup();
    renderButtons(['c']);
    await user.click(await screen.findByRole('button', { name: /Accepted/ }));
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
  });

  it('opens a form with the greeting as the default message and the allowance it uses, sends what the employer wrote, then shows the request pending', async () => {
    let sent = false;
    const calls = stubApi({
      'GET /api/contact-requests/with?crewId=a': () => ({ body: [sent ? state('a', { status: 'pending', requestId: 'c-1', canRequest: false }) : state('a')] }),
      'GET /api/user/subscription': { body: subscription('basic', 3, 0) },
      'POST /api/contact-requests': () => {
        sent = true;
        return { status: 201, body: conversation({ direction: 'sent' }) };
      },
    });
    const user = setup();
    renderButtons(['a']);
    await user.click(await contactButton());
    const dialog = await screen.findByRole('dialog', { name: 'Contact crew member' });
    expect(within(dialog).getByLabelText('Message')).toHaveValue(CONTACT_GREETING);
    expect(await within(dialog).findByText('Uses 1 of 3 messages this month (3 left). Replies in the conversation are free.')).toBeInTheDocument();

    // The position is asked for.
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please enter the position')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Position'), 'Chief Officer');
    await user.type(within(dialog).getByLabelText(/^Vessel/), 'M/Y Aurora');
    await user.clear(within(dialog).getByLabelText('Message'));
    await user.type(within(dialog).getByLabelText('Message'), 'We have a Chief Officer opening from March.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Contact Request Sent')).toBeInTheDocument();
    expect(screen.getByText('Your contact request has been sent to the crew member.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/contact-requests',
      body: { crewId: 'a', position: 'Chief Officer', vessel: 'M/Y Aurora', dates: null, message: 'We have a Chief Officer opening from March.' },
    });
    expect(await screen.findByRole('button', { name: /Request pending/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact crew member' })).toBeNull());
  });

  it('says when messages are unlimited, and when the month’s are used up', async () => {
    stubApi({ 'GET /api/contact-requests/with?crewId=a': { body: [state('a')] }, 'GET /api/user/subscription': { body: subscription('enterprise', null, 12) } });
    const user = setup();
    const { unmount } = renderButtons(['a']);
    await user.click(await contactButton());
    expect(await screen.findByText('Unlimited messages on your plan. Replies in the conversation are free.')).toBeInTheDocument();
    unmount();

    stubApi({ 'GET /api/contact-requests/with?crewId=a': { body: [state('a')] }, 'GET /api/user/subscription': { body: subscription('basic', 3, 3) } });
    renderButtons(['a']);
    await user.click(await contactButton());
    expect(await screen.findByText('All 3 messages for this month are used (they reset on Dec 1, 2026): an extra message costs $5 of credits, asked before anything is spent. Replies in the conversation are free.')).toBeInTheDocument();
  });

  it('beyond the month’s messages, sends only once the employer confirms paying $5 of credits', async () => {
    let sent = false;
    const posts: unknown[] = [];
    stubApi({
      'GET /api/contact-requests/with?crewId=a': () => ({ body: [sent ? state('a', { status: 'pending', requestId: 'c-1', canRequest: false }) : state('a')] }),
      'GET /api/user/subscription': { body: subscription('basic', 3, 3) },
      'POST /api/contact-requests': (body) => {
        posts.push(body);
        if (!(body as { payWithCredits?: boolean }).payWithCredits) {
          return {
            status: 403,
            body: {
              statusCode: 403, error: 'Forbidden', message: 'Monthly limit of 3 messages reached on the Basic plan', code: 'allowance_used_up',
              feature: 'message', limit: 3, resetsOn: '2026-12-01', creditPrice: 5, creditsRemaining: 50, nextPlan: { id: 'professional', name: 'Professional', limit: 20 },
            },
          };
        }
        sent = true;
        return { status: 201, body: conversation({ direction: 'sent' }) };
      },
    });
    const user = setup();
    renderButtons(['a']);
    await user.click(await contactButton());
    const form = await screen.findByRole('dialog', { name: 'Contact crew member' });
    await user.type(within(form).getByLabelText('Position'), 'Bosun');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    // One dialog at a time: the offer stands in for the form, which comes back as written if it is cancelled.
    // (The offer is found by its content: in jsdom every dialog title gets the same id, and the hidden form keeps its own.)
    const findOffer = async () => within((await screen.findByTestId('allowance-offer')).closest('[role="dialog"]') as HTMLElement);
    let offer = await findOffer();
    expect(offer.getByText('No messages left this month')).toBeInTheDocument();
    expect(screen.getByLabelText('Position')).not.toBeVisible();
    expect(screen.queryByText('Contact Request Sent')).toBeNull();
    await user.click(offer.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('Position')).toBeVisible());
    expect(screen.getByLabelText('Position')).toHaveValue('Bosun');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    offer = await findOffer();
    await user.click(offer.getByRole('button', { name: 'Use $5 of credits' }));
    expect(await screen.findByText('Contact Request Sent')).toBeInTheDocument();
    expect(posts).toHaveLength(3);
    expect(posts[2]).toMatchObject({ crewId: 'a', position: 'Bosun', payWithCredits: true });
  });

  it('shows the spec failure toast with the server’s reason, and the state the server now reports', async () => {
    let refused = false;
    stubApi({
      'GET /api/contact-requests/with?crewId=a': () => ({ body: [refused ? state('a', { status: 'accepted', requestId: 'c-1', email: 'a@example.com', canRequest: false }) : state('a')] }),
      'GET /api/user/subscription': { body: subscription('professional', 20, 3) },
      'POST /api/contact-requests': () => {
        refused = true;
        return { status: 409, body: { message: 'This crew member already accepted your contact request: write to them in your conversation' } };
      },
    });
    const user = setup();
    renderButtons(['a']);
    await user.click(await contactButton());
    const dialog = await screen.findByRole('dialog', { name: 'Contact crew member' });
    await user.type(within(dialog).getByLabelText('Position'), 'Bosun');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Failed to send contact request')).toBeInTheDocument();
    expect(screen.getByText('This crew member already accepted your contact request: write to them in your conversation')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Accepted/ })).toBeInTheDocument();
  });
});
