import { SentContactsList } from '../features/contacts';
import EmployerPage from '../features/employer/EmployerPage';

/** /employer: the Employer page with the contacts feature's list in its Contacts tab. */
export default function EmployerRoute() {
  return <EmployerPage contacts={<SentContactsList />} />;
}
