// What app/ composes into other pages (features never import each other).
export { ContactRequestsCard } from './components/ContactRequestsCard';
export { SentContactsList } from './components/SentContactsList';
export { ContactCrewButton } from './components/ContactCrewButton';
