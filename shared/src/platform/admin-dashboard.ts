/**
 * The admin dashboard (spec sections 2, 3, 4, 5 and 8): the paths, collections and
 * messages its screens and the function address member by member. Each object spans
 * several features (practitioners, admins, catalogue, enquiries, overview, audit), so it
 * lives below them all, as ROUTES does; each feature's own pieces are in its folder
 * (the audit actions in audit/, the sheet sync in catalogue/). zod-free.
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
  /**
   * POST {mobile}: an admin (a password is enough) setting up two-step sign-in checks the mobile they typed;
   * 204 when it is the one on record, else 400 mobile_not_on_record (decision 066).
   */
  confirmAdminMobile: '/api/admin-mobile/confirm',
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
