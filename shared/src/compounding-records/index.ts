/**
 * The record of compounding: making and checking an item's record (issue 24 part 5,
 * decision 050).
 */
export * from './compounding-record-schema.ts';
export * from './compounding-record.ts';
