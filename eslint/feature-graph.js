// The product's features and the one direction each may depend on another (issue 31,
// decision 056). One list for all three workspaces: shared/src, web/src/features and
// functions/src/features each have a folder per feature named as here, and an import
// between two features follows an edge below in every workspace, never against it.
// eslint/{shared,web,functions}-boundaries.js turn it into each workspace's zones, and
// scripts/feature-names.test.ts checks the folders on disk against it.

const ALL = ['shared', 'web', 'functions'];

/**
 * Every feature, the workspaces that have a folder for it, and, where that is not all
 * three, why not.
 */
export const FEATURES = [
  { name: 'accounts', in: ALL },
  { name: 'admins', in: ALL },
  { name: 'audit', in: ['shared', 'web'], why: 'Every server feature writes audit entries, so the writer is functions/src/platform/audit; the admin reads the log in the web.' },
  { name: 'breaches', in: ALL },
  { name: 'catalogue', in: ALL },
  { name: 'clinic-accounts', in: ALL, why: "The pharmacy's accounts for clinics (issue 34 part 4, decision 081): opened and closed by the admin, named as an order's payer." },
  { name: 'compounding-records', in: ALL },
  { name: 'consignments', in: ALL },
  { name: 'counters', in: ['shared', 'functions'], why: 'Kept by triggers and read by the overview: no screen of its own.' },
  { name: 'courses', in: ALL },
  { name: 'enquiries', in: ALL },
  { name: 'favourites', in: ALL },
  { name: 'invoices', in: ALL },
  { name: 'labels', in: ALL },
  { name: 'legal-prescriptions', in: ALL },
  { name: 'order-drafts', in: ALL },
  { name: 'order-questions', in: ALL },
  { name: 'order-queue', in: ['web'], why: "The pharmacy's screens over orders (queue, detail, worksheet); on the server they are the orders feature's admin routes." },
  { name: 'orders', in: ALL },
  { name: 'overview', in: ALL },
  { name: 'patient-requests', in: ALL },
  { name: 'patients', in: ALL },
  { name: 'practitioners', in: ALL },
  { name: 'prices', in: ALL, why: 'Money rules (issue 34): the catalogue, orders and drafts price their lines with it; the billing settings have their routes and admin screen (decision 077).' },
  { name: 'quotes', in: ALL },
  { name: 'retention', in: ['shared', 'functions'], why: 'A scheduled job and the schedule it keeps; the privacy page shows the schedule from shared.' },
  { name: 'staff', in: ALL },
  // The public website's content: pages only, no data of their own on the server.
  ...['about', 'blog', 'faq', 'home', 'privacy', 'services', 'team'].map((name) => ({
    name,
    in: ['web'],
    why: 'Public content: a page of the website, with nothing stored or served.',
  })),
];

/**
 * The only feature -> feature imports, the same way round in every workspace. A
 * workspace may use fewer of them; none uses one backwards, and there is no cycle.
 */
export const FEATURE_EDGES = [
  { importer: 'overview', uses: 'counters', why: 'The overview reads the counters the triggers keep (decision 034).' },
  { importer: 'overview', uses: 'order-queue', why: "Each figure links to the list it counts, addressed by the list's own parameter writers (decision 031)." },
  { importer: 'overview', uses: 'enquiries', why: "The unread enquiries figure links to the inbox's Unread filter (decision 031)." },
  { importer: 'courses', uses: 'orders', why: 'A course is kept on its orders: supplies and next supplies read and change order requests (decisions 052, 053).' },
  { importer: 'courses', uses: 'legal-prescriptions', why: "A next supply starts its own legal prescription, never a copy of the first's (decision 065)." },
  { importer: 'order-questions', uses: 'orders', why: 'A question is asked on an order: the thread checks the order and marks it awaiting an answer (decision 027).' },
  { importer: 'compounding-records', uses: 'orders', why: "An item's record of compounding is kept on its order (decision 050)." },
  { importer: 'compounding-records', uses: 'legal-prescriptions', why: 'A checked record keeps the legal prescription it was made under (decision 050).' },
  { importer: 'invoices', uses: 'prices', why: "An invoice's lines, delivery and totals are priced with the prices' rules and the billing settings (decision 078)." },
  { importer: 'invoices', uses: 'orders', why: 'An invoice is issued for an order when it is dispatched or collected, from its priced items (decision 078).' },
  { importer: 'invoices', uses: 'staff', why: "A prescriber's active staff download the invoices of the prescriber's orders, as they see the orders (decision 078)." },
  { importer: 'invoices', uses: 'consignments', why: 'An invoice charges the delivery its consignment used, once, on the first order of the consignment (decision 078).' },
  { importer: 'invoices', uses: 'patients', why: "The pay link goes to the patient's e-mail only with their consent to notices, as the tracking link does (decision 079)." },
  { importer: 'order-queue', uses: 'invoices', why: "The admin's order detail shows the order's invoice, its PDF and the missing prices (decision 078)." },
  { importer: 'catalogue', uses: 'prices', why: "The sheet's price columns become each formula's prices and GST treatment (decision 076)." },
  { importer: 'orders', uses: 'prices', why: 'An order line keeps the price it was sent with, and the cart shows the total (decision 076).' },
  { importer: 'order-drafts', uses: 'prices', why: "A draft shows its lines' prices and total, as the cart does (decision 076)." },
  { importer: 'order-queue', uses: 'prices', why: "The admin's order detail shows the prices the order was sent with (decision 077)." },
  { importer: 'orders', uses: 'catalogue', why: 'An order item is checked against the current catalogue when it is placed (spec section 5).' },
  { importer: 'orders', uses: 'legal-prescriptions', why: 'An order keeps the legal prescription behind each item (decision 049).' },
  { importer: 'orders', uses: 'patients', why: "Each item names one of the prescriber's saved patients (decision 025)." },
  { importer: 'catalogue', uses: 'patients', why: "A formula is offered for people, animals or both: the catalogue reads the patient's kind (decision 048)." },
  { importer: 'enquiries', uses: 'legal-prescriptions', why: 'An Upload Script enquiry may carry an e-script token, checked as an order item\'s is (decision 043).' },
  { importer: 'breaches', uses: 'patients', why: 'A breach names the patients it affected (decision 041).' },
  { importer: 'breaches', uses: 'legal-prescriptions', why: 'A breach names the legal prescriptions it reached (decision 041).' },
  { importer: 'admins', uses: 'accounts', why: 'Adding an admin creates a portal account and e-mails its set-password link (decision 037).' },
  { importer: 'practitioners', uses: 'accounts', why: 'Approving, rejecting and deleting a practitioner act on their portal account (decisions 009, 019).' },
  { importer: 'practitioners', uses: 'patients', why: 'Deleting a practitioner deletes their saved patients (decision 025).' },
  { importer: 'practitioners', uses: 'favourites', why: 'Deleting a practitioner deletes their favourites (decision 054).' },
  { importer: 'patient-requests', uses: 'patients', why: "A patient's own data (APP 12 and 13) starts from their record (decision 040)." },
  { importer: 'patient-requests', uses: 'orders', why: "The patient's bundle holds the items of their orders (decision 040)." },
  { importer: 'staff', uses: 'accounts', why: "A staff invitation's link token is made like an e-mail verification link's, and accepting sets a password with the same rules (decision 044)." },
  { importer: 'order-drafts', uses: 'orders', why: "A draft is checked and signed with the submit's own order form and submission (decision 045)." },
  { importer: 'order-drafts', uses: 'staff', why: 'Staff prepare drafts only while they work for the prescriber (decision 045).' },
  { importer: 'favourites', uses: 'orders', why: "A favourite's or protocol's line becomes a cart line (decision 054)." },
  { importer: 'favourites', uses: 'catalogue', why: "A favourite's line is checked against today's catalogue (decision 054)." },
  { importer: 'overview', uses: 'orders', why: 'The overview counts order requests by their status (decision 031).' },
  { importer: 'audit', uses: 'patients', why: 'An audit entry names the patients whose health information it showed, changed or sent (decision 039).' },
  { importer: 'patients', uses: 'accounts', why: "A prescriber's registration number says whether their patients are people or animals; an address takes the registration's states (decision 048)." },
  { importer: 'patient-requests', uses: 'legal-prescriptions', why: "The patient's bundle holds each item's legal prescription (decision 040)." },
  { importer: 'patient-requests', uses: 'order-questions', why: "The patient's bundle holds the questions and answers on their orders (decision 040)." },
  { importer: 'order-drafts', uses: 'patients', why: "A draft keeps each item's patient as it was last saved, as an order does (decision 045)." },
  { importer: 'order-queue', uses: 'orders', why: "The pharmacy's queue, detail and worksheet show order requests." },
  { importer: 'order-queue', uses: 'order-questions', why: 'The admin asks the prescriber from an order in the queue (decision 027).' },
  { importer: 'order-queue', uses: 'compounding-records', why: "The detail shows each item's record of compounding; the worksheet prints it (decision 050)." },
  { importer: 'order-queue', uses: 'legal-prescriptions', why: 'The detail records a posted original as received (decision 049).' },
  { importer: 'order-queue', uses: 'courses', why: "The detail records a supply and shows the item's course (decision 052)." },
  { importer: 'order-queue', uses: 'audit', why: 'The detail shows "who has seen this patient" (decision 039).' },
  { importer: 'order-queue', uses: 'patients', why: 'The detail shows each item\'s patient as the order kept it (decision 025).' },
  { importer: 'labels', uses: 'orders', why: "A dispensing label is printed from an order's item and its checked record of compounding (decision 058)." },
  { importer: 'labels', uses: 'catalogue', why: 'A label carries the storage line and the cautionary advisory labels the catalogue names for the formula (decision 058).' },
  { importer: 'labels', uses: 'patients', why: "A label names the patient, or the animal, its species and its owner (decisions 048, 058)." },
  { importer: 'order-queue', uses: 'labels', why: 'The detail and the worksheet print each checked item\'s label (decision 058).' },
  { importer: 'consignments', uses: 'orders', why: 'A consignment carries ready orders: dispatch moves each to Dispatched or Collected in the same transaction (decision 059).' },
  { importer: 'consignments', uses: 'patients', why: "A consignment goes to the items' patients' delivery address, and the patient's tracking e-mail needs their consent to notices (decision 059)." },
  { importer: 'consignments', uses: 'staff', why: "A prescriber's staff see the consignment of the prescriber's orders, as they see the orders (decision 059)." },
  { importer: 'overview', uses: 'invoices', why: 'The overview sums this month\'s invoices: invoiced, paid and outstanding (decision 082).' },
  { importer: 'overview', uses: 'consignments', why: 'The overview counts consignments dispatched, delivered and failed, overdue S8 receipts and the median Ready to Delivered (issue 33 part 6).' },
  { importer: 'order-queue', uses: 'consignments', why: "The queue's Ready to send filter dispatches orders as a consignment; the detail shows it (issue 33 part 2)." },
  { importer: 'quotes', uses: 'orders', why: "A quote re-prices an order's lines and may cancel it; the order keeps it (decision 080)." },
  { importer: 'quotes', uses: 'prices', why: 'A quote compares the totals before and after with totalsOf, in whole cents (decision 080).' },
  { importer: 'quotes', uses: 'legal-prescriptions', why: "A declined quote cancels its order and frees the order's e-script claims (decision 080)." },
  { importer: 'quotes', uses: 'staff', why: 'The staff member who prepared an order answers its quote only while they work for the prescriber (decision 080).' },
  { importer: 'order-queue', uses: 'quotes', why: "The detail re-prices a line before compounding; the queue and the detail show a quote awaiting the prescriber's acceptance (decision 080)." },
  { importer: 'orders', uses: 'clinic-accounts', why: "An order names the clinic's account as its payer only while the prescriber has one open: New order offers it, the submit checks it (decision 081)." },
  { importer: 'invoices', uses: 'clinic-accounts', why: "A clinic-paid order's invoice belongs to the account: its monthly statement and the accounts export name it (decision 081)." },
  { importer: 'order-drafts', uses: 'clinic-accounts', why: "A draft names who pays as New order does: staff offer the prescriber's open account, the signing screen shows and changes it, and saving and signing run the submit's payer check (decision 083)." },
  { importer: 'clinic-accounts', uses: 'prices', why: "An account's payment terms default to the billing settings' (decision 081)." },
  // Added by the web's folders (issue 31):
  { importer: 'order-drafts', uses: 'catalogue', why: "A saved draft's lines are opened against today's catalogue, as a favourite's are (decision 045)." },
];

/** The workspaces' names for where their feature folders are. */
export const FEATURE_ROOTS = { shared: 'shared/src', web: 'web/src/features', functions: 'functions/src/features' };
