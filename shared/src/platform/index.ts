/**
 * What every feature builds on: the API's errors, App Check's header, the functions,
 * routes, the admin dashboard's paths, site settings, IDs, attachments, stored times,
 * calendar and Sydney dates, list addresses and search. It imports no feature.
 */
export * from './admin-dashboard.ts';
export * from './api.ts';
export * from './app-check.ts';
export * from './attachments.ts';
export * from './calendar-date.ts';
export * from './constants.ts';
export * from './dev-outbox.ts';
export * from './document-id.ts';
export * from './functions.ts';
export * from './list-params.ts';
export * from './list-search.ts';
export * from './money.ts';
export * from './person-name.ts';
export * from './routes.ts';
export * from './site-settings.ts';
export * from './stored-time.ts';
export * from './sydney-dates.ts';
