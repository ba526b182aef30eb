import { formatRating, requestsWaitingText } from './labels';

describe('reviews labels', () => {
  it('says Request for one and Requests for several', () => {
    expect(requestsWaitingText(1)).toBe('1 Review Request Waiting');
    expect(requestsWaitingText(2)).toBe('2 Review Requests Waiting');
  });

  it('shows ratings to one decimal, 0.0 when missing', () => {
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating('3.5000')).toBe('3.5');
  });
});
