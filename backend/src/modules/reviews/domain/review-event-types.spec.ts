import { REVIEW_EVENT_TYPES } from '@crew/contracts/review-events';
import { EVENT_VERSIONS, ReviewEventType } from './review-events.js';

describe('the list of stored event types shared with the admin screens', () => {
  it('names exactly the types the review log stores, each once', () => {
    const stored = Object.values(ReviewEventType).sort();
    expect([...REVIEW_EVENT_TYPES].sort()).toEqual(stored);
    expect(new Set(REVIEW_EVENT_TYPES).size).toBe(REVIEW_EVENT_TYPES.length);
    expect(Object.keys(EVENT_VERSIONS).sort()).toEqual(stored);
  });
});
