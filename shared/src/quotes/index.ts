/** Quotes (issue 34 part 3, decision 080): re-pricing a line before compounding, and the prescriber's answer. */
export * from './quote.ts';
export * from './quote-schema.ts';
