import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithApp, stubApi } from '../test-utils';
import type { IncomingReviewRequest } from '../api/schemas';
import { WriteReviewDialog } from './WriteReviewDialog';

/** Types a value in one input event (user.type's key-by-key re-renders antd forms slowly in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const request: IncomingReviewRequest = {
  id: 'q-1',
  requesterId: 'u-9',
  requesterName: 'Sam Taylor',
  requesterPosition: 'Deckhand',
  reviewerName: 'Jamie Rivers',
  context: 'M/Y Serenity, Med season',
  duration: '5 months',
  message: 'Would love a review!',
  createdAt: '2026-11-20T10:00:00.000Z',
  service: null,
  servedTogether: null,
};

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('Write Professional Review dialog', () => {
  it('prefills context and duration and explains the privacy and verification rules', async () => {
    stubApi({});
    renderWithApp(<WriteReviewDialog request={request} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write Professional Review' });
    expect(within(dialog).getByLabelText('Work Context')).toHaveValue('M/Y Serenity, Med season');
    expect(within(dialog).getByLabelText('Duration')).toHaveValue('5 months');
    expect(within(dialog).getByText(/name, position, vessel and company are disclosed to paying employers and agencies/)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/recorded and visible once verified/).length).toBeGreaterThan(0);
    for (const label of ['Excellent', 'Very Good', 'Good', 'Fair', 'Needs Improvement']) {
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    }
  });

  it('asks for a rating and review content first', async () => {
    const calls = stubApi({});
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<WriteReviewDialog request={request} onClose={() => undefined} />);
    await screen.findByText('Submit Review');
    await fill(user, screen.getByLabelText('Your Review'), 'Great shipmate.');
    await user.click(screen.getByText('Submit Review'));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please provide a rating and review content')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('submits the review with the non-empty skill ratings, then closes', async () => {
    const calls = stubApi({
      'POST /api/reviews': { status: 201, body: { id: 'r-1' } },
      'GET /api/reviews': { body: [] },
      'GET /api/incoming-review-requests': { body: [] },
    });
    const onClose = jest.fn();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<WriteReviewDialog request={request} onClose={onClose} />);
    await screen.findByText('Submit Review');
    await user.click(screen.getByText('Excellent'));
    await fill(user, screen.getByLabelText('Your Review'), 'Great shipmate, always first on deck.');
    await user.click(screen.getByText('Submit Review'));
    expect(await screen.findByText('Please enter your position')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Your Position'), 'Bosun');
    await fill(user, screen.getByLabelText('Vessel / Project Name'), 'M/Y Serenity');
    await chooseOption(user, 'Technical Skills', 'Very Good');
    await chooseOption(user, 'Recommendation', 'Highly Recommend');
    await user.click(screen.getByText('Submit Review'));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/reviews',
      body: {
        reviewRequestId: 'q-1',
        revieweeId: 'u-9',
        reviewerName: 'Jamie Rivers',
        text: 'Great shipmate, always first on deck.',
        rating: 5,
        context: 'M/Y Serenity, Med season',
        duration: '5 months',
        skills: ['Technical Skills: very-good'],
        technicalSkills: 'very-good',
        recommendation: 'highly-recommend',
        reviewerPosition: 'Bosun',
        reviewerVessel: 'M/Y Serenity',
        verificationMethod: 'email',
      },
    });
  });

  it("shows that they served together and lets the reviewer confirm the reviewee's sea service", async () => {
    const calls = stubApi({
      'POST /api/reviews': { status: 201, body: { id: 'r-1' } },
      'GET /api/reviews': { body: [] },
      'GET /api/incoming-review-requests': { body: [] },
    });
    const together = {
      ...request,
      service: { vesselName: 'M/Y Serenity', imoNumber: '9074729', from: '2024-03-04', to: '2024-08-20' },
      servedTogether: { vesselName: 'M/Y Serenity', imoNumber: '9074729', from: '2024-05-15', to: '2024-08-20' },
    };
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<WriteReviewDialog request={together} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write Professional Review' });
    expect(within(dialog).getByText('Served together on M/Y Serenity (May 2024 – Aug 2024)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: "I confirm Sam Taylor's sea service on M/Y Serenity for the time we served together" }));
    await user.click(screen.getByText('Excellent'));
    await fill(user, screen.getByLabelText('Your Review'), 'Great shipmate, always first on deck.');
    await fill(user, screen.getByLabelText('Your Position'), 'Bosun');
    await fill(user, screen.getByLabelText('Vessel / Project Name'), 'M/Y Serenity');
    await user.click(screen.getByText('Submit Review'));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ reviewRequestId: 'q-1', confirmService: true });
  });

  it('offers no confirmation without service served together', async () => {
    stubApi({});
    renderWithApp(<WriteReviewDialog request={request} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write Professional Review' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Served together/)).not.toBeInTheDocument();
  });

  it('says so when submitting fails', async () => {
    stubApi({ 'POST /api/reviews': { status: 500, body: { message: 'boom' } } });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithApp(<WriteReviewDialog request={request} onClose={() => undefined} />);
    await screen.findByText('Submit Review');
    await user.click(screen.getByText('Good'));
    await fill(user, screen.getByLabelText('Your Review'), 'Solid.');
    await fill(user, screen.getByLabelText('Your Position'), 'Bosun');
    await fill(user, screen.getByLabelText('Vessel / Project Name'), 'M/Y Serenity');
    await user.click(screen.getByText('Submit Review'));
    expect(await screen.findByText('Failed to submit review. Please try again.')).toBeInTheDocument();
  });
});
