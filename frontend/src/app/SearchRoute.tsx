import { ContactCrewButton } from '../features/contacts';
import { VerifyCrewButton } from '../features/reports';
import SearchPage from '../features/search/SearchPage';

/** /search: the crew search with the contacts feature's Contact button and the reports feature's Verify button. */
export default function SearchRoute() {
  return <SearchPage contactAction={(crewId) => <ContactCrewButton crewId={crewId} />} verifyAction={(crewId) => <VerifyCrewButton crewId={crewId} />} />;
}
