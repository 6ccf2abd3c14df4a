/** The medication catalogue and the Google Sheet it comes from. */
export * from './catalogue-for-patients.ts';
export * from './cautionary-labels.ts';
export * from './formula-kind.ts';
export * from './medication-database.ts';
export * from './sheet-id.ts';
export * from './sheet-prices.ts';
export * from './sheet-sync-schema.ts';
export * from './sheet-sync.ts';
