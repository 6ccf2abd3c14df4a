/** Prices (issue 34, decision 077): the pharmacy's billing settings, read for estimates and orders, saved by admins. */
export { billingSettingsStore } from './billing-settings-store.ts';
export { currentBillingSettings } from './billing-settings.ts';
export { pricesRouter } from './router.ts';
export type { BillingSettingsStore, PricesDeps } from './deps.ts';
