/** The breach register (issue 23 part 3, decision 041). */
export * from './breach-schema.ts';
export * from './breach.ts';
