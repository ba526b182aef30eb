// What app/ composes into other pages (features never import each other).
export { ReportsList } from './components/ReportsList';
export { VerifyCrewButton } from './components/VerifyCrewButton';
