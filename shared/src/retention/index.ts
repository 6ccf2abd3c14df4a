/** The retention purge: what one run removes (decision 020). */
export * from './retention.ts';
