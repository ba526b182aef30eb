// What app/ composes into other pages (features never import each other).
export { ExpiringCertificatesNotice } from './components/ExpiringCertificatesNotice';
export { StcwCertifiedTag } from './components/StcwCertifiedTag';
