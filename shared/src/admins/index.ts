/**
 * Admin accounts: adding an admin and replacing another admin's mobile on record
 * (decision 037).
 */
export * from './admin-schema.ts';
