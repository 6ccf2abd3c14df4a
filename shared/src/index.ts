/**
 * Everything the web and the function share, grouped by concept: one folder a concept,
 * named as the function's features are (decision 016). Both sides import it from here.
 */

// What every part of the product builds on: the API's errors, App Check's header, routes, site settings, IDs, stored times, Sydney dates, text fields, list addresses and search, retention.
export * from './platform/api.ts';
export * from './platform/app-check.ts';
export * from './platform/constants.ts';
export * from './platform/dev-outbox.ts';
export * from './platform/document-id.ts';
export * from './platform/functions.ts';
export * from './platform/list-params.ts';
export * from './platform/list-search.ts';
export * from './platform/person-name.ts';
export * from './platform/retention.ts';
export * from './platform/routes.ts';
export * from './platform/site-settings.ts';
export * from './platform/stored-time.ts';
export * from './platform/sydney-dates.ts';

// Portal accounts: registration, the users record, two-step and fresh sign-ins.
export * from './accounts/registration-schema.ts';
export * from './accounts/registration.ts';
export * from './accounts/sign-in-security.ts';
export * from './accounts/user.ts';

// The admin's practitioner list: its paths, filters, sort and CSV.
export * from './practitioners/admin-schema.ts';
export * from './practitioners/admin.ts';
export * from './practitioners/practitioner-list.ts';

// The medication catalogue and the Google Sheet it comes from.
export * from './catalogue/formula-kind.ts';
export * from './catalogue/medication-database.ts';
export * from './catalogue/catalogue-for-patients.ts';
export * from './catalogue/sheet-id.ts';

// Enquiries from the Contact form and Upload Script.
export * from './enquiries/enquiry-schema.ts';
export * from './enquiries/enquiry.ts';

// Order requests, their statuses and the legal prescription behind each item.
export * from './orders/escript-token.ts';
export * from './orders/escript-claim.ts';
export * from './orders/legal-script-schema.ts';
export * from './orders/legal-script.ts';
export * from './orders/item-directions.ts';
export * from './orders/course.ts';
export * from './orders/course-schema.ts';
export * from './orders/order-move.ts';
export * from './orders/order-ready.ts';
export * from './orders/order-schema.ts';
export * from './orders/order-line.ts';
export * from './orders/order.ts';
export * from './orders/s8-item.ts';

// The record of compounding (issue 24 part 5).
export * from './compounding-records/compounding-record.ts';
export * from './compounding-records/compounding-record-schema.ts';

// Questions on an order.
export * from './order-questions/order-clarification-schema.ts';
export * from './order-questions/order-question-schema.ts';
export * from './order-questions/order-question.ts';

// Clinic teams: staff who work for prescribers.
export * from './clinic-teams/clinic-team-schema.ts';
export * from './clinic-teams/clinic-team.ts';
export * from './clinic-teams/order-draft-schema.ts';
export * from './clinic-teams/order-draft.ts';

// A practitioner's patients.
export * from './patients/patient-schema.ts';
export * from './patients/patient.ts';
// A patient's own data (APP 12 and 13).
export * from './patients/patient-requests-schema.ts';
export * from './patients/patient-requests.ts';
export * from './patients/patient-audit.ts';

// The pharmacy overview.
export * from './overview/pharmacy-overview.ts';

// Counters kept by triggers, read by the overview and the dashboard's stat cards.
export * from './counters/counters.ts';

// The breach register (issue 23 part 3, decision 041).
export * from './breaches/breach-schema.ts';
export * from './breaches/breach.ts';

// Favourites and the pharmacy's protocols (issue 25 part 6, decision 054).
export * from './favourites/favourite-schema.ts';
export * from './favourites/favourite.ts';
