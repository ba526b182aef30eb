import { ContactCrewButton } from '../features/contacts';
import SearchPage from '../features/search/SearchPage';

/** /search: the crew search with the contacts feature's Contact button on each crew member. */
export default function SearchRoute() {
  return <SearchPage contactAction={(crewId) => <ContactCrewButton crewId={crewId} />} />;
}
