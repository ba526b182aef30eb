/**
 * What other parts of the app may use from the reviews feature (the dashboard in app/
 * composes these widgets). The reviews page itself is lazy-loaded by the router.
 */
export { RequestReviewButton } from './components/RequestReviewButton';
export { RecentReviewsCard } from './components/RecentReviewsCard';
export { ProfileStatsCard } from './components/ProfileStatsCard';
export { SkillsOverviewCard } from './components/SkillsOverviewCard';
export { RatingSummary } from './components/RatingSummary';
export { useStats } from './api/get-stats';
