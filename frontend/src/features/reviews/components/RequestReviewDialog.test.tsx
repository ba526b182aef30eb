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

const NO_SERVICE = { periods: [], totals: { periods: 0, days: 0, daysAtSea: 0 } };
const aurora = {
  id: '6a0f4c9e-0b7d-4f43-9a51-0f3b1c2d3e4f', vesselName: 'M/Y Aurora', imoNumber: '9074729', flag: 'Malta', vesselType: 'motor-yacht', grossTonnage: 2450,
  rank: 'second-officer', signOnDate: '2024-03-04', signOffDate: '2024-08-20', daysAtSea: null, days: 170, confirmations: [],
};

describe('Request Review dialog', () => {
  it('names one of the sea service periods the review is about, when the person recorded any', async () => {
    const calls = stubApi({
      'GET /api/sea-service': { body: { periods: [aurora], totals: { periods: 1, days: 170, daysAtSea: 0 } } },
      'POST /api/review-requests': { status: 201, body: { id: 'q-1', emailStatus: 'queued', deliveryNote: 'On its way.' } },
      'GET /api/review-requests': { body: [] },
    });
    const user = await openDialog();
    await user.click(await screen.findByLabelText('Sea Service'));
    await user.click(await screen.findByTitle('M/Y Aurora · Mar 2024 – Aug 2024'));
    await fillAndSend(user);
    expect(await screen.findByText('Review requested')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reviewerEmail: 'alex@example.com', context: 'Deckhand on M/Y Serenity', servicePeriodId: aurora.id });
  });

  it('offers no sea service choice to someone without any', async () => {
    stubApi({ 'GET /api/sea-service': { body: NO_SERVICE } });
    await openDialog();
    await screen.findByLabelText('Work Context');
    expect(screen.queryByLabelText('Sea Service')).not.toBeInTheDocument();
  });

  it('asks for the reviewer email and work context before sending anything', async () => {
    const calls = stubApi({ 'GET /api/sea-service': { body: NO_SERVICE } });
    const user = await openDialog();
    expect(screen.getByLabelText('Reviewer Email')).toHaveAttribute('type', 'email');
    await fill(user, screen.getByLabelText('Work Context'), 'Deckhand');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the reviewer email and work context')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends the request and shows the delivery note as the success description', async () => {
    const calls = stubApi({
      'POST /api/review-requests': { status: 201, body: { id: 'q-1', emailStatus: 'queued', deliveryNote: 'The invitation email is on its way.' } },
      'GET /api/review-requests': { body: [] },
      'GET /api/sea-service': { body: NO_SERVICE },
    });
    const user = await openDialog();
    await fill(user, screen.getByLabelText('Duration'), '6 months');
    await fillAndSend(user);
    expect(await screen.findByText('Review requested')).toBeInTheDocument();
    expect(screen.getByText('The invitation email is on its way.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/review-requests',
      body: { reviewerEmail: 'alex@example.com', context: 'Deckhand on M/Y Serenity', duration: '6 months' },
    });
  });

  it('warns when the email was not sent and there is no delivery note', async () => {
    stubApi({ 'GET /api/sea-service': { body: NO_SERVICE }, 'POST /api/review-requests': { status: 201, body: { id: 'q-1', emailStatus: 'failed' } } });
    const user = await openDialog();
    await fillAndSend(user);
    expect(await screen.findByText('Review request saved')).toBeInTheDocument();
    expect(screen.getByText('Request saved but email notification failed. Contact reviewer directly.')).toBeInTheDocument();
  });

  it('says so when the request fails', async () => {
    stubApi({ 'GET /api/sea-service': { body: NO_SERVICE }, 'POST /api/review-requests': { status: 500, body: { message: 'boom' } } });
    const user = await openDialog();
    await fillAndSend(user);
    expect(await screen.findByText('Failed to send review request. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Review' })).toBeInTheDocument();
  });

  it('names the colleague and the vessel when they already reviewed you for it, and keeps the dialog open to change it', async () => {
    const message = 'Alex Morgan already reviewed you for M/Y Serenity. A colleague reviews you once per vessel.';
    stubApi({ 'GET /api/sea-service': { body: NO_SERVICE }, 'POST /api/review-requests': { status: 409, body: { statusCode: 409, error: 'Conflict', message } } });
    const user = await openDialog();
    await fillAndSend(user);
    expect(await screen.findByText('Review request not sent')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Work Context')).toHaveValue('Deckhand on M/Y Serenity');
  });
});
