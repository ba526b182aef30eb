import { Flex } from 'antd';
import { ConfirmEmailNotice } from '../components/ConfirmEmail';
import { ContactCrewButton } from '../features/contacts';
import { VerifyCrewButton } from '../features/reports';
import SearchPage from '../features/search/SearchPage';

/** /search: the crew search with the contacts feature's Contact button and the reports feature's Verify button. */
export default function SearchRoute() {
  // Contacting and ordering need a confirmed email: said here, above the buttons that need it.
  return (
    <Flex vertical gap={16}>
      <ConfirmEmailNotice />
      <SearchPage contactAction={(crewId) => <ContactCrewButton crewId={crewId} />} verifyAction={(crewId) => <VerifyCrewButton crewId={crewId} />} />
    </Flex>
  );
}
