/**
 * Counters kept by triggers, read by the overview and the dashboard's stat cards
 * (decision 034).
 */
export * from './counters.ts';
