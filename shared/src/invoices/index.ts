/** Invoices (issue 34 part 5, decision 078): an order's invoice, its lines, totals, dates and number. */
export * from './invoice.ts';
export * from './statement.ts';
export * from './xero-export.ts';
