// What app/ composes into other pages (features never import each other).
export { ExpiringCertificatesNotice } from './components/ExpiringCertificatesNotice';
