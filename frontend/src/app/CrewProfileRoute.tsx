import { Flex } from 'antd';
import { ConfirmEmailNotice } from '../components/ConfirmEmail';
import { ContactCrewButton } from '../features/contacts';
import { VerifyCrewButton } from '../features/reports';
import CrewProfilePage from '../features/search/CrewProfilePage';

/** /search/crew/:id: a crew profile on its own page, with the same Contact and Verify buttons as the View Profile dialog. */
export default function CrewProfileRoute() {
  // Contacting and ordering need a confirmed email: said here, above the buttons that need it.
  return (
    <Flex vertical gap={16}>
      <ConfirmEmailNotice />
      <CrewProfilePage contactAction={(crewId) => <ContactCrewButton crewId={crewId} />} verifyAction={(crewId) => <VerifyCrewButton crewId={crewId} />} />
    </Flex>
  );
}
