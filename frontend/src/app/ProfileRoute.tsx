import { CompanyCard } from '../features/employer/components/CompanyCard';
import ProfilePage from '../features/profile/ProfilePage';

/** /profile: Profile Settings, with the employer feature's company card for employer and agency accounts. */
export default function ProfileRoute() {
  return <ProfilePage company={<CompanyCard variant="summary" />} />;
}
