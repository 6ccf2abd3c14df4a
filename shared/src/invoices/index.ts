/** Invoices (issue 34 part 5, decision 078): an order's invoice, its lines, totals, dates and number. */
export * from './invoice.ts';
/** Paying an invoice by card through Stripe Checkout (issue 34 part 6, decision 079). */
export * from './pay-by-card.ts';
export * from './statement.ts';
export * from './xero-export.ts';
