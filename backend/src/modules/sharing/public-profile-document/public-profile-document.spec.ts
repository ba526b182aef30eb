import type { PublicReview } from '../../reviews/contracts/list-public-reviews.query.js';
import { type PublicPerson, publicProfileDocuments } from './public-profile-document.js';

describe('the precomputed public profile document', () => {
  const person: PublicPerson = {
    firstName: 'Alex',
    lastName: 'Morgan',
    profileImageUrl: null,
    position: 'Chief Officer',
    experience: '8 years',
    experienceYears: 8,
    rank: 'chief-officer',
    isVerified: true,
    stcwEndorsementIds: ['chief-mate', 'pst', 'fpff', 'efa', 'pssr', 'security-awareness', 'ecdis', 'not-in-the-catalogue'],
    location: 'Antibes',
  };
  const summary = { totalReviews: 7, verifiedReviews: 6, averageRating: 4.4, skills: [{ name: 'Navigation', averageRating: 4.5 }] };
  const reviews: PublicReview[] = Array.from({ length: 7 }, (_, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    status: 'confirmed',
    isVerified: true,
    rating: 5,
    text: `Review ${i}`,
    context: 'M/Y Aurora',
    duration: null,
    reviewerName: `Reviewer ${i}`,
    reviewerWorkPosition: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    servedTogether: i === 0 ? { vesselName: 'M/Y Aurora', from: '2024-05-01', to: '2024-08-20' } : null,
  }));

  it('shows a full link at most 5 reviews and 6 endorsement names, in the fields and order the API always sent', () => {
    const full = JSON.parse(publicProfileDocuments(person, 'crew', summary, reviews).full.body);
    expect(Object.keys(full)).toEqual(['user', 'reviews', 'stats', 'skills', 'seaService', 'accessLevel']);
    expect(Object.keys(full.user)).toEqual(['firstName', 'lastName', 'profileImageUrl', 'position', 'experience', 'experienceYears', 'rank', 'role', 'isVerified', 'stcwEndorsements', 'location', 'stcwEndorsementExpiryDates']);
    expect(full.reviews.map((r: { text: string }) => r.text)).toEqual(['Review 0', 'Review 1', 'Review 2', 'Review 3', 'Review 4']);
    expect(full.user.stcwEndorsements).toHaveLength(6);
    expect(full.user.stcwEndorsements[0]).toMatch(/^Chief Mate/);
    expect(full).toMatchObject({ accessLevel: 'full', stats: { averageRating: 4.4, totalReviews: 7, verifiedReviews: 6, servedTogetherReviews: 0 }, skills: summary.skills });
    expect(full.reviews[0].servedTogether).toEqual({ vesselName: 'M/Y Aurora', from: '2024-05-01', to: '2024-08-20', serviceConfirmed: false });
    expect(full.reviews[1].servedTogether).toBeNull();
  });

  it('carries the recorded expiry dates of the endorsements shown, by name, and nothing else of the wallet', () => {
    const dates = { 'stcwEndorsements:pst': '2026-01-31', 'stcwEndorsements:ecdis': '2020-01-01', 'free:ENG1 Medical': '2020-01-01', 'uscgLicenses:qmed-oiler': '2020-01-01' };
    const { full, basic } = publicProfileDocuments(person, 'crew', summary, reviews, dates);
    // ecdis is the seventh endorsement: not shown, so its date stays out too.
    expect(JSON.parse(full.body).user.stcwEndorsementExpiryDates).toEqual({ 'Personal Survival Techniques': '2026-01-31' });
    expect(JSON.parse(basic.body).user.stcwEndorsementExpiryDates).toEqual({ 'Personal Survival Techniques': '2026-01-31' });
    expect(full.etag).not.toBe(publicProfileDocuments(person, 'crew', summary, reviews).full.etag);
  });

  it('shows a summary link the same person and numbers, no reviews, as basic', () => {
    const { full, basic } = publicProfileDocuments(person, 'crew', summary, reviews);
    expect(JSON.parse(basic.body)).toEqual({ ...JSON.parse(full.body), reviews: [], accessLevel: 'basic' });
    expect(basic.body).not.toContain('Review 0');
  });

  it('leaves out anything the inputs carry beyond the public fields', () => {
    const leaky = { ...person, email: 'alex@example.com', bio: 'private' } as PublicPerson;
    const leakyReviews = reviews.map((r) => ({ ...r, reviewerEmail: 'r@example.com', ipAddress: '203.0.113.9' }));
    const { full } = publicProfileDocuments(leaky, 'crew', summary, leakyReviews);
    for (const secret of ['alex@example.com', 'private', 'r@example.com', '203.0.113.9']) expect(full.body).not.toContain(secret);
  });

  it('tags each variant with a strong ETag that is the same for the same content and changes with it', () => {
    const once = publicProfileDocuments(person, 'crew', summary, reviews);
    const again = publicProfileDocuments({ ...person }, 'crew', { ...summary }, [...reviews]);
    expect(once.full.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(again).toEqual(once);
    expect(once.basic.etag).not.toBe(once.full.etag);
    const moved = publicProfileDocuments({ ...person, location: 'Palma' }, 'crew', summary, reviews);
    expect(moved.full.etag).not.toBe(once.full.etag);
    expect(moved.basic.etag).not.toBe(once.basic.etag);
    // A new review changes what a full link shows, not what a summary link shows.
    const reviewed = publicProfileDocuments(person, 'crew', summary, [{ ...reviews[0], text: 'Edited' }, ...reviews.slice(1)]);
    expect(reviewed.full.etag).not.toBe(once.full.etag);
    expect(reviewed.basic.etag).toBe(once.basic.etag);
  });
});
