/** Product name and contact mailboxes shown in the footer, legal pages and emails. */
export const PRODUCT_NAME = 'Crew Reviews';
export const LEGAL_EMAIL = 'legal@crew-reviews.example';
export const PRIVACY_EMAIL = 'privacy@crew-reviews.example';
/** Browser navigations handled by the API (spec section 7). */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
