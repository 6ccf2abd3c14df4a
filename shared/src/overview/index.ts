/** The pharmacy overview (decision 031). */
export * from './pharmacy-overview.ts';
