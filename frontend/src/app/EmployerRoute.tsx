import { SentContactsList } from '../features/contacts';
import EmployerPage from '../features/employer/EmployerPage';
import { ReportsList } from '../features/reports';

/** /employer: the Employer page with the contacts feature's list in its Contacts tab and the reports feature's list in Reports. */
export default function EmployerRoute() {
  return <EmployerPage contacts={<SentContactsList />} reports={<ReportsList />} />;
}
