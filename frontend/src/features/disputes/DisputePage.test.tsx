import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { renderWithApp } from '../../test/render';
import type { MyDispute } from './api/disputes';
import DisputePage from './DisputePage';

const decision: MyDispute = {
  reviewId: 'r-1',
  side: 'reviewee',
  decision: 'removed',
  category: 'duplicate-or-copied',
  decidedAt: '2026-11-25T09:00:00.000Z',
  status: null,
  text: null,
  disputedAt: null,
};
const render = () =>
  renderWithApp(
    <Routes>
      <Route path="/disputes/:reviewId" element={<DisputePage />} />
    </Routes>,
    { path: '/disputes/r-1' },
  );
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('Dispute page', () => {
  it('says what was decided and why, and sends one dispute', async () => {
    const calls = stubApi({
      'GET /api/disputes/review/r-1': { body: decision },
      'POST /api/disputes': (body) => ({ status: 201, body: { ...decision, status: 'open', text: (body as { text: string }).text, disputedAt: '2026-11-25T10:00:00.000Z' } }),
    });
    const user = setup();
    render();
    expect(await screen.findByText('An administrator removed a review about you on Nov 25, 2026. Reason: Duplicate or copied text.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Write at least 20 characters: what happened, and who can confirm it')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Why do you think the decision is wrong?'));
    await user.paste('We served together on M/Y Aurora all season.');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Your dispute is with another administrator. You will both be emailed their decision.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reviewId: 'r-1', text: 'We served together on M/Y Aurora all season.' });
  });

  it('shows the outcome of a decided dispute, and says when there is nothing to dispute', async () => {
    stubApi({ 'GET /api/disputes/review/r-1': { body: { ...decision, status: 'overturned', text: 'We served together.', disputedAt: '2026-11-25T10:00:00.000Z' } } });
    render();
    expect(await screen.findByText('Another administrator looked at your dispute: the decision was reversed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send dispute' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to dispute', async () => {
    stubApi({ 'GET /api/disputes/review/r-1': { status: 404, body: { message: 'There is no decision on this review that you can dispute' } } });
    render();
    expect(await screen.findByText('There is nothing to dispute here')).toBeInTheDocument();
  });
});
