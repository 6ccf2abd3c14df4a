/** Prices (issue 34, decision 076): line prices, GST, delivery fees, billing settings and totals, in whole cents. */
export * from './prices.ts';
export * from './prices-schema.ts';
export * from './billing-settings-api.ts';
export * from './billing-settings-form.ts';
