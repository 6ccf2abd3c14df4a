/**
 * The admin's practitioner list: its paths, filters, sort and CSV, and the admin's acts
 * on a practitioner.
 */
export * from './practitioner-admin-schema.ts';
export * from './practitioner-list.ts';
