/**
 * Everything the web and the function share, grouped by concept: one folder a feature,
 * named as in eslint/feature-graph.js and as the web's and the function's features are
 * (decisions 016, 056). Both sides import it from here; each folder's index.ts says what
 * it offers (shared/README.md).
 */

// What every part of the product builds on: the API's errors, App Check's header, the functions, routes, site settings, IDs, attachments, stored times, dates, list addresses and search.
export * from './platform/index.ts';
// Which function serves which /api path: each feature's upload routes, gathered.
export * from './function-routing.ts';

// Portal accounts: registration, the users record, two-step and fresh sign-ins.
export * from './accounts/index.ts';

// Admin accounts: adding an admin and replacing another admin's mobile on record.
export * from './admins/index.ts';

// The admin's practitioner list: its paths, filters, sort and CSV.
export * from './practitioners/index.ts';

// The audit log: its actions and entries, and the patients an entry names.
export * from './audit/index.ts';

// Prices: line prices, GST, delivery fees, the pharmacy's billing settings and totals, in whole cents.
export * from './prices/index.ts';

// Invoices: an order's invoice, its number, lines and totals (issue 34 part 5).
export * from './invoices/index.ts';

// Clinic accounts: the account a prescriber's orders may be paid from, and its terms (issue 34 part 4).
export * from './clinic-accounts/index.ts';

// The medication catalogue and the Google Sheet it comes from.
export * from './catalogue/index.ts';

// Enquiries from the Contact form and Upload Script.
export * from './enquiries/index.ts';

// Order requests and their statuses.
export * from './orders/index.ts';

// The legal prescription behind each item: e-script tokens and posted originals.
export * from './legal-prescriptions/index.ts';

// Courses: repeats, supplies and next supplies.
export * from './courses/index.ts';

// The record of compounding (issue 24 part 5).
export * from './compounding-records/index.ts';

// Dispensing labels printed from an order's checked items (issue 33 part 1).
export * from './labels/index.ts';

// Quotes: re-pricing a line before compounding, and the prescriber's answer.
export * from './quotes/index.ts';

// Questions on an order.
export * from './order-questions/index.ts';

// Staff who work for prescribers (clinic teams).
export * from './staff/index.ts';

// Order drafts that staff prepare and prescribers sign.
export * from './order-drafts/index.ts';

// A practitioner's patients.
export * from './patients/index.ts';

// A patient's own data (APP 12 and 13).
export * from './patient-requests/index.ts';

// The pharmacy overview.
export * from './overview/index.ts';

// Counters kept by triggers, read by the overview and the dashboard's stat cards.
export * from './counters/index.ts';

// The breach register (issue 23 part 3, decision 041).
export * from './breaches/index.ts';

// Favourites and the pharmacy's protocols (issue 25 part 6, decision 054).
export * from './favourites/index.ts';

// Consignments: dispatch, tracking, proof of delivery and "where is it" (issue 33, decisions 059 and 060).
export * from './consignments/index.ts';

// The retention schedule's purge (decision 020).
export * from './retention/index.ts';
