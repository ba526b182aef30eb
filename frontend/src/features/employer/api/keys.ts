export const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;
export const PLANS_KEY = ['/api/subscription-plans'] as const;
export const TRANSACTIONS_KEY = ['/api/transactions'] as const;
export const EMPLOYER_ANALYTICS_KEY = ['/api/employer/analytics'] as const;
export const API_KEYS_KEY = ['/api/employer/api-keys'] as const;
export const SUPPORT_REQUESTS_KEY = ['/api/support/requests'] as const;
export const COMPANY_KEY = ['/api/company'] as const;
