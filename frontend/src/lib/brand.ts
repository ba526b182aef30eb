/** Product name and contact mailboxes shown in the footer, legal pages and emails. */
export const PRODUCT_NAME = 'Crew Reviews';
export const LEGAL_EMAIL = 'legal@crew-reviews.example';
export const PRIVACY_EMAIL = 'privacy@crew-reviews.example';
/** Browser navigations handled by the API (spec section 7). */
export const LOGIN_URL = '/api/login';
/** Where new visitors start: the landing page's calls to action lead here, Sign In to LOGIN_URL. */
export const SIGNUP_URL = '/signup';
export const LOGOUT_URL = '/api/logout';
/** Employers' way in: sign-up as an employer ends on the Employer page's upgrade form. */
export const EMPLOYER_SIGNUP_URL = '/signup?as=employer';
