export const SUBSCRIPTION_KEY = ['/api/user/subscription'] as const;
export const PLANS_KEY = ['/api/subscription-plans'] as const;
export const TRANSACTIONS_KEY = ['/api/transactions'] as const;
export const COMPANY_KEY = ['/api/company'] as const;
