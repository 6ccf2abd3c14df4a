/**
 * The audit log: its actions, its entries and how an entry names the patients it
 * concerns (decisions 009, 039).
 */
export * from './audit-action.ts';
export * from './audit-entry-schema.ts';
export * from './patient-audit.ts';
