/**
 * The audit log's actions (decisions 009, 039): what each entry's `action` says
 * happened. The function writes them (functions/src/platform/audit); the admin's log
 * reads and filters them. zod-free; the entry's schema is in audit-entry-schema.ts.
 */

/** What each audit entry's `action` says happened. */
export const AUDIT_ACTIONS = {
  practitionerStatus: 'practitioner.status',
  userDelete: 'user.delete',
  /** Practitioner Registrations exported as CSV; details name the filters and how many records matched. */
  practitionerExport: 'practitioner.export',
  sheetSync: 'catalogue.sync',
  /** An admin saved the pharmacy's billing settings (issue 34, decision 077); details name the fields changed. */
  billingSettings: 'billing.settings',
  orderStatus: 'order.status',
  /** An item's paper original script recorded as received (decision 026). */
  orderOriginalReceived: 'order.original-received',
  /** An admin recorded an item's batch and beyond-use date as its preparer (decision 050). */
  orderCompoundingRecord: 'order.compounding-record',
  /** A second admin checked an item's record of compounding (decision 050). */
  orderCompoundingCheck: 'order.compounding-check',
  orderScriptDownload: 'order.script-download',
  /** An admin printed an item's dispensing label for the first time (decision 058). */
  orderLabelPrint: 'order.label-print',
  /** An admin printed an item's dispensing label again: details say which print it was (decision 058). */
  orderLabelReprint: 'order.label-reprint',
  /** An admin asked the order's prescriber a question (decision 027); the entry names the order, never the text. */
  orderQuestion: 'order.question',
  /** An admin re-priced an order's line before compounding (decision 080): details hold the old and new unit prices in cents, the reason and the totals. */
  orderReprice: 'order.reprice',
  /** The prescriber, or the staff member who prepared the order, accepted or declined a higher price (decision 080). */
  orderQuoteAnswer: 'order.quote-answer',
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
  // Admin list reads (issue 32 part 3, decision 063): one entry per page the function answered.
  /** An admin read a page of the orders queue; details name the orders shown, patientIds their patients. */
  accessOrderList: 'access.order-list',
  /** An admin read the breach register's list (counts of affected patients, not who they are). */
  accessBreachList: 'access.breach-list',
  /** An admin opened one breach, with the patients it may affect. */
  accessBreach: 'access.breach',
  // A patient's own data (issue 23, part 2: APP 12 and 13).
  /** An admin searched for a patient across every prescriber; details hold how many matched, never the terms. */
  patientSearch: 'patient.search',
  /** An admin downloaded everything held about a patient (the APP 12 bundle). */
  patientBundle: 'patient.bundle',
  /** An admin corrected a patient's record at the patient's request (APP 13); the correction keeps what it replaced. */
  patientCorrection: 'patient.correction',
  /** A prescriber's staff member added a patient for them (issue 32, decision 064): who and when, naming the patient. */
  patientCreate: 'patient.create',
  /** A prescriber's staff member changed a patient's details (issue 32, decision 064); details list the fields, never their values. */
  patientEdit: 'patient.edit',
  /** A prescriber or their staff changed a field an admin had corrected (issue 32); shown beside the correction. */
  patientCorrectedFieldEdit: 'patient.corrected-field-edit',
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
  /** An admin lifted a staff member's suspension: the sign-in works again, no link comes back (issue 32). */
  staffReinstate: 'staff.reinstate',
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
  // Consignments (issue 33, decision 059): they name the consignment, its orders and their patients.
  /** An admin dispatched ready orders as one consignment (or recorded their pickup). */
  consignmentDispatch: 'consignment.dispatch',
  /** An admin typed a consignment's proof of delivery. */
  consignmentProof: 'consignment.proof',
  /** The tracking job moved a consignment on from the carrier's events; the actor is the system. */
  consignmentTracking: 'consignment.tracking',
  /** An admin downloaded a day's manifest for one carrier. */
  consignmentManifest: 'consignment.manifest',
  // Invoices (issue 34, decision 078): they name the order, its patients and the invoice's number.
  /** The portal issued an order's invoice (on dispatch or pickup, or when an admin priced its last lines); the actor is the system or that admin. */
  invoiceIssue: 'invoice.issue',
  /** An admin entered the unit prices an order's lines were missing. */
  invoicePrice: 'invoice.price',
  /** Someone downloaded an invoice's PDF. */
  invoiceDownload: 'invoice.download',
  /** An admin recorded a payment taken another way (card at pickup, bank transfer, cash). */
  invoicePayment: 'invoice.payment',
  /** An admin recorded a refund and its reason. */
  invoiceRefund: 'invoice.refund',
  /** The patient was e-mailed a link to pay the invoice by card (when it was issued, by the retry, or an admin's "Send the pay link again"); the old link stops working. */
  invoicePayLink: 'invoice.pay_link',
  // Clinic accounts (issue 34 parts 4 and 7, decision 081): they name the account.
  /** An admin opened (or reopened) a clinic account for a prescriber, with its terms. */
  clinicAccountOpen: 'clinic_account.open',
  /** An admin closed a clinic account. */
  clinicAccountClose: 'clinic_account.close',
  /** The monthly job (actor: the system) or an admin made an account's statement for a month. */
  statementMake: 'clinic_account.statement',
  /** An admin or the account's prescriber downloaded a month's statement. */
  statementDownload: 'clinic_account.statement_download',
  /** An admin downloaded a month's invoices or payments as CSV for Xero. */
  accountsExport: 'invoice.accounts_export',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
