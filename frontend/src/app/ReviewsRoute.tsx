import ReviewsPage from '../features/reviews/ReviewsPage';
import { ShareProfileButton } from '../features/sharing';

/** /reviews: the reviews page with the sharing feature's 'Share Profile' next to its title. */
export default function ReviewsRoute() {
  return <ReviewsPage headerActions={<ShareProfileButton />} />;
}
