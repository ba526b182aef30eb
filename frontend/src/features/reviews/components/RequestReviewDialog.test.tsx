import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithApp, stubApi } from '../test-utils';
import { RequestReviewButton } from './RequestReviewButton';

/** Types a value in one input event (user.type's key-by-key re-renders antd forms slowly in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openDialog() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithApp(<RequestReviewButton />);
  await user.click(screen.getByRole('button', { name: /Request Review/ }));
  await screen.findByRole('dialog', { name: 'Request Review' });
  return user;
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Reviewer Email'), 'alex@example.com');
  await fill(user, screen.getByLabelText('Work Context'), 'Deckhand on M/Y Serenity');
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
}

describe('Request Review dialog', () => {
  it('asks for the reviewer email and work context before sending anything', async () => {
    const calls = stubApi({});
    const user = await openDialog();
    expect(screen.getByLabelText('Reviewer Email')).toHaveAttribute('type', 'email');
    await fill(user, screen.getByLabelText('Work Context'), 'Deckhand');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the reviewer email and work context')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the request and shows the delivery note as the success description', async () => {
    const calls = stubApi({
      'POST /api/review-requests': { status: 201, body: { id: 'q-1', emailStatus: 'queued', deliveryNote: 'The invitation email is on its way.' } },
      'GET /api/review-requests': { body: [] },
    });
    const user = await openDialog();
    await fill(user, screen.getByLabelText('Duration'), '6 months');
    await fillAndSend(user);
    expect(await screen.findByText('Review requested')).toBeInTheDocument();
    expect(screen.getByText('The invitation email is on its way.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/review-requests',
      body: { reviewerEmail: 'alex@example.com', context: 'Deckhand on M/Y Serenity', duration: '6 months' },
    });
  });

  it('warns when the email was not sent and there is no delivery note', async () => {
    stubApi({ 'POST /api/review-requests': { status: 201, body: { id: 'q-1', emailStatus: 'failed' } } });
    const user = await openDialog();
    await fillAndSend(user);
    expect(await screen.findByText('Review request saved')).toBeInTheDocument();
    expect(screen.getByText('Request saved but email notification failed. Contact reviewer directly.')).toBeInTheDocument();
  });

  it('says so when the request fails', async () => {
    stubApi({ 'POST /api/review-requests': { status: 500, body: { message: 'boom' } } });
    const user = await openDialog();
    await fillAndSend(user);
    expect(await screen.findByText('Failed to send review request. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Review' })).toBeInTheDocument();
  });
});
