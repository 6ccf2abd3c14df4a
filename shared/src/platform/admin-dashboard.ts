/**
 * The admin dashboard (spec sections 2, 3, 4, 5 and 8): paths, collections and
 * messages shared by the admin screens and the function. zod-free; the request and
 * response schemas are in admin-schema.ts.
 */

export const ADMIN_API_PATHS = {
  /** Writes a practitioner's status, records it in the audit log and e-mails them. */
  practitionerStatusNotify: '/api/practitioner-status-notify',
  deleteUser: '/api/delete-user',
  /** GET `${practitionersExport}?q=…&status=…&sort=…` streams Practitioner Registrations' filtered list as CSV (decision 028). */
  practitionersExport: '/api/practitioners-export',
  googleSheetConfig: '/api/google-sheet-config',
  syncGoogleSheet: '/api/sync-google-sheet',
  /** POST `${enquiryState}` {enquiryId, read?, handled?} */
  enquiryState: '/api/enquiry-state',
  /** GET `${enquiryAttachments}/{enquiryId}` streams the enquiry's attachment. */
  enquiryAttachments: '/api/enquiry-attachments',
  /** GET: the pharmacy overview's figures, counted by the database (decision 031). */
  pharmacyOverview: '/api/pharmacy-overview',
  /** POST: answers 204 when the caller's second factor is the mobile on record, which the server then records for the rules (decision 037). */
  adminSecondFactor: '/api/admin-second-factor',
  /** POST {userId, mobile}: another admin's mobile on record, replacing their enrolled phone (decision 037). */
  adminMobile: '/api/admin-mobile',
  /** POST {firstName, lastName, email, mobile}: adds an admin with their mobile on record and e-mails them a link to set their password (decision 037). */
  admins: '/api/admins',
} as const;

/** Server-written collections admins read in the browser (firestore.rules); nobody writes them from a browser. */
export const ADMIN_COLLECTIONS = {
  /** auditLog/{id}: every admin action; created by the server only, never changed; deleted by the retention purge after 7 years. */
  auditLog: 'auditLog',
  /** settings/googleSheet: the connected sheet (server only; read through /api/google-sheet-config). */
  settings: 'settings',
} as const;
export const GOOGLE_SHEET_SETTINGS_DOC = 'googleSheet';

/** What each audit entry's `action` says happened. */
export const AUDIT_ACTIONS = {
  practitionerStatus: 'practitioner.status',
  userDelete: 'user.delete',
  /** Practitioner Registrations exported as CSV; details name the filters and how many records matched. */
  practitionerExport: 'practitioner.export',
  sheetSync: 'catalogue.sync',
  orderStatus: 'order.status',
  /** An item's paper original script recorded as received (decision 026). */
  orderOriginalReceived: 'order.original-received',
  /** An admin recorded an item's batch and beyond-use date as its preparer (decision 050). */
  orderCompoundingRecord: 'order.compounding-record',
  /** A second admin checked an item's record of compounding (decision 050). */
  orderCompoundingCheck: 'order.compounding-check',
  orderScriptDownload: 'order.script-download',
  /** An admin asked the order's prescriber a question (decision 027); the entry names the order, never the text. */
  orderQuestion: 'order.question',
  orderMessageFileDownload: 'order.message-file-download',
  enquiryAttachmentDownload: 'enquiry.attachment-download',
  enquiryState: 'enquiry.state',
  /** The scheduled purge of records past their retention period (docs/retention-schedule.md); the actor is the system. */
  retentionPurge: 'retention.purge',
  /** An admin set another admin's mobile on record; their phone and sessions were removed (decision 037). */
  adminMobile: 'admin.mobile',
  /** An admin added another admin, with the mobile their second factor must be (decision 037). */
  adminCreate: 'admin.create',
  // Looks at health data (issue 23, part 1): written by the function as it answers, each naming the patients it showed.
  /** An admin opened an order request's detail. */
  accessOrder: 'access.order',
  /** An admin opened one patient's details (their page, or the course of their orders). */
  accessPatient: 'access.patient',
  /** An admin opened or printed an order's worksheet. */
  accessWorksheet: 'access.worksheet',
  /** An admin opened an order's question thread. */
  accessThread: 'access.thread',
  // A patient's own data (issue 23, part 2: APP 12 and 13).
  /** An admin searched for a patient across every prescriber; details hold how many matched, never the terms. */
  patientSearch: 'patient.search',
  /** An admin downloaded everything held about a patient (the APP 12 bundle). */
  patientBundle: 'patient.bundle',
  /** An admin corrected a patient's record at the patient's request (APP 13); the correction keeps what it replaced. */
  patientCorrection: 'patient.correction',
  // The breach register (issue 23, part 3).
  /** An admin recorded a suspected data breach. */
  breachRecord: 'breach.record',
  /** An admin updated a breach: its assessment, outcome or the notifications made. */
  breachUpdate: 'breach.update',
  /** The system e-mailed the admins that a breach's 30-day assessment is due (at 20 and 28 days). */
  breachReminder: 'breach.reminder',
  // Clinic teams (issue 26, decision 044): written for prescribers' and staff members' acts too.
  /** A prescriber invited a staff member (the target is the address invited). */
  staffInvite: 'staff.invite',
  /** A staff member accepted an invitation and was linked to the prescriber. */
  staffAccept: 'staff.accept',
  /** A prescriber removed a staff member; their sessions were revoked. */
  staffRemove: 'staff.remove',
  /** An admin suspended a staff member: every link ended, their sessions revoked. */
  staffSuspend: 'staff.suspend',
  // Courses (issue 25, decisions 052 and 053).
  /** An admin recorded a supply of an item's course (which repeat, when). */
  orderSupply: 'order.supply',
  /** A prescriber asked for the next supply of an item: a new order request linked to the first. */
  orderNextSupply: 'order.next-supply',
  /** A prescriber turned an item's due reminders on or off. */
  courseReminders: 'course.reminders',
  // Order drafts and sign-off (issue 26, decision 045): they name the draft and the order, never patients or medicines.
  /** A staff member saved an order draft for a prescriber to sign (or saved it again after it was sent back). */
  draftPrepare: 'draft.prepare',
  /** A prescriber sent a draft back to their staff with a note. */
  draftSendBack: 'draft.send-back',
  /** A prescriber signed a draft: it became an order request. */
  draftSign: 'draft.sign',
  // The pharmacy's protocols (issue 25 part 6, decision 054).
  /** An admin published a protocol for every approved prescriber; details count its lines. */
  protocolPublish: 'protocol.publish',
  /** An admin withdrew a protocol. */
  protocolWithdraw: 'protocol.withdraw',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** Exact texts of the spec (sections 2, 5 and 8) and ours, in one place. */
export const ADMIN_MESSAGES = {
  loading: 'Loading admin dashboard...',
  welcomeText: 'Here you can manage practitioner registrations.',
  searchPlaceholder: 'Search by name or email...',
  noPractitioners: 'No practitioners found.',
  deleteConfirm: 'Are you sure you want to permanently delete this user? This cannot be undone.',
  deleteSuccess: 'User deleted successfully from the system.',
  deleteFailed: 'Failed to delete user: ',
  deleteNetwork: 'Failed to delete user. Network error: ',
  notifyFailed: 'Status updated, but failed to send notification email.',
  // Ours.
  statusFailed: 'Failed to update status: ',
  cannotApproveUnverified: 'This practitioner has not verified their email address yet, so they cannot be approved.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotReplaceOwnMobile: 'Another admin must replace your mobile: a lost phone cannot vouch for its replacement.',
  notAnAdmin: 'Only an admin has a mobile on record.',
  adminEmailInUse: 'An account with this email address already exists. An admin needs an address of their own.',
  adminAdded: 'Admin added. They have been emailed a link to set their password.',
  adminAddedNotInvited:
    'Admin added, but the email with their link could not be sent. They can set a password with "Forgot password" on the sign-in page.',
  adminMobileReplaced: 'Mobile replaced. Their phone was removed and they were signed out; their next sign-in enrols the new number.',
  userNotFound: 'That user no longer exists.',
  // Sheet sync (spec sections 5 and 8).
  sheetIdRequired: 'Please enter a Google Sheet ID',
  syncErrorPrefix: '❌ Error: ',
  syncNetworkPrefix: '❌ Sync failed: ',
  syncSuccessMark: '✅',
  neverSynced: 'Never synced',
  unknownFormat: 'Unknown format',
  invalidDate: 'Invalid Date',
} as const;

/** `✅ Success! Synced {n} conditions, {n} formulas, and {n} dosages.` (spec section 8). */
export function syncSuccessMessage(stats: { conditions: number; totalFormulas: number; totalDosages: number }): string {
  return `${ADMIN_MESSAGES.syncSuccessMark} Success! Synced ${stats.conditions} conditions, ${stats.totalFormulas} formulas, and ${stats.totalDosages} dosages.`;
}

/** A schedule, for-whom or storage cell the sync does not know (issue 24): where it is and what it may hold. */
export interface UnknownKindCell {
  tab: string;
  /** As the sheet numbers it: the header is row 1. */
  row: number;
  heading: string;
  value: string;
  words: readonly string[];
}

/** The rows named in one refusal; the count of the rest follows them. */
const MAX_UNKNOWN_ROWS_NAMED = 20;

function unknownKindsMessage(cells: readonly UnknownKindCell[]): string {
  const named = cells
    .slice(0, MAX_UNKNOWN_ROWS_NAMED)
    .map((cell) => `\u201c${cell.tab}\u201d row ${cell.row}: ${cell.heading} \u201c${cell.value}\u201d (use ${cell.words.join(', ')} or leave it blank)`);
  const more = cells.length - named.length;
  return `Nothing was changed: the sheet has ${cells.length === 1 ? 'a value' : `${cells.length} values`} the sync does not know. ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/** Why a sync was refused; the function's `error` text, shown after `❌ Error: `. */
export const SHEET_SYNC_MESSAGES = {
  invalidSheetId: 'That does not look like a Google Sheet ID or link. Copy the ID from the sheet\u2019s address (the part after /d/).',
  notFound: 'No Google Sheet has that ID. Check the ID and try again.',
  notShared: 'The sheet is not shared with the pharmacy\u2019s service account. Share it (Viewer is enough) and try again.',
  noTabs: 'The sheet has no tabs. Add one tab per condition.',
  emptyTab: (tab: string) => `The tab \u201c${tab}\u201d has no medication rows under its header row.`,
  blankName: (tab: string, row: number) => `The tab \u201c${tab}\u201d has a row with no medication name (row ${row}).`,
  duplicateName: (tab: string, name: string) => `The tab \u201c${tab}\u201d lists \u201c${name}\u201d more than once.`,
  duplicateCondition: (tab: string) => `Two tabs are both named \u201c${tab}\u201d once spaces are ignored.`,
  tooLarge: (size: string, limit: string) =>
    `The sheet is too large for the medication database (${size}; it can hold at most ${limit}). Remove unused rows or shorten long indications, then sync again.`,
  unknownKinds: (rows: readonly UnknownKindCell[]) => unknownKindsMessage(rows),
  unavailable: 'Google Sheets could not be reached. The previous medication database is still in use; please try again shortly.',
} as const;

export const SHEET_SYNC_ERROR_CODES = {
  invalidSheetId: 'invalid_sheet_id',
  notFound: 'sheet_not_found',
  notShared: 'sheet_not_shared',
  invalidSheet: 'invalid_sheet',
  unavailable: 'sheets_unavailable',
} as const;
