// Credits beyond the monthly allowances, shared by every metered action (profile views, reports, messages).
export { AllowanceNote } from './AllowanceNote';
export { AllowanceOffer, offerTitle, PLANS_TAB } from './AllowanceOffer';
export { AllowanceUsedUpDialog } from './AllowanceUsedUpDialog';
export { CreditPrices } from './CreditPrices';
export { usePayWithCredits } from './usePayWithCredits';
