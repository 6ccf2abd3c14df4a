/** Quotes (issue 34 part 3, decision 080): re-pricing an order's line before compounding, and the prescriber's answer. */
export { quotesRouter } from './router.ts';
export { quoteStore, type QuoteStore } from './quote-store.ts';
export type { QuoteDeps } from './quote-routes.ts';
