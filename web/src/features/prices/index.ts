/** Prices in the browser (issue 34, decision 077): the billing settings, and an order's prices and total. */
export { BillingSettingsView } from './components/billing-settings-view.tsx';
export { PriceSummary, type PricedLine } from './components/price-summary.tsx';
export { useBillingSettings } from './api/billing-settings.ts';
export { linePriceText, sentPricesTitle, unpricedText } from './price-text.ts';
