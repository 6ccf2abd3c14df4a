/** Admin requests and responses as zod schemas, for the admin screens and the function. */
import { z } from 'zod';
import { MOBILE_NUMBER_MESSAGE, australianMobileE164 } from '../accounts/sign-in-security.ts';
import { USER_STATUSES } from '../accounts/user.ts';
import { RegistrationDetailsSchema } from '../accounts/registration-schema.ts';
import { DocumentIdSchema } from '../platform/document-id.ts';

/** POST /api/practitioner-status-notify: the spec's fields plus the user's id; the server reads the rest from the record. */
export const PractitionerStatusRequestSchema = z.object({
  userId: DocumentIdSchema,
  status: z.enum(USER_STATUSES),
  // The spec's payload; ignored by the server, which reads them from the record.
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
export type PractitionerStatusRequest = z.infer<typeof PractitionerStatusRequestSchema>;

/** 200: the status is written. notified is false when the e-mail could not be sent (spec: "Status updated, but failed to send notification email."). */
export const PractitionerStatusResponseSchema = z.object({ success: z.literal(true), notified: z.boolean() });
export type PractitionerStatusResponse = z.infer<typeof PractitionerStatusResponseSchema>;

/** POST /api/admin-mobile: another admin's new mobile on record, as typed; the server keeps it in E.164. */
const adminMobile = z.string({ error: MOBILE_NUMBER_MESSAGE }).transform((typed, context) => {
  const e164 = australianMobileE164(typed);
  if (!e164) context.addIssue({ code: 'custom', message: MOBILE_NUMBER_MESSAGE });
  return e164 ?? typed;
});

export const AdminMobileRequestSchema = z.object({ userId: DocumentIdSchema, mobile: adminMobile });
export type AdminMobileRequest = z.input<typeof AdminMobileRequestSchema>;

/** POST /api/admins: a new admin's names, address and the mobile their codes go to (typed; kept in E.164). */
export const CreateAdminRequestSchema = RegistrationDetailsSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  mobile: adminMobile,
});
export type CreateAdminRequest = z.input<typeof CreateAdminRequestSchema>;
/** 201: the new admin's uid; invited is false when the set-password e-mail could not be sent. */
export const CreateAdminResponseSchema = z.object({ success: z.literal(true), userId: z.string(), invited: z.boolean() });
export type CreateAdminResponse = z.infer<typeof CreateAdminResponseSchema>;

/** POST /api/delete-user */
export const DeleteUserRequestSchema = z.object({
  userId: DocumentIdSchema,
  email: z.string().optional(),
});
/** 200: `details` says in words what was removed (the spec's field). */
export const DeleteUserResponseSchema = z.object({ success: z.literal(true), details: z.string() });
export type DeleteUserResponse = z.infer<typeof DeleteUserResponseSchema>;

/** settings/googleSheet (spec section 3, "Google sheet configuration"); the browser reads it through /api only. */
export const SheetConfigSchema = z.object({
  sheetId: z.string(),
  sheetNames: z.array(z.string()),
  /** ISO 8601 instant. */
  lastSynced: z.string(),
  syncedBy: z.string().optional(),
});
export type SheetConfig = z.infer<typeof SheetConfigSchema>;

/** GET /api/google-sheet-config: config null before the first successful sync. */
export const SheetConfigResponseSchema = z.object({
  success: z.literal(true),
  sheetId: z.string().nullable(),
  config: SheetConfigSchema.nullable(),
});
export type SheetConfigResponse = z.infer<typeof SheetConfigResponseSchema>;

/** POST /api/sync-google-sheet; syncedBy is the spec's, the server records the caller's own e-mail instead. */
export const SyncSheetRequestSchema = z.object({
  sheetId: z.string(),
  syncedBy: z.string().optional(),
});

export const SyncStatsSchema = z.object({
  conditions: z.number().int(),
  totalFormulas: z.number().int(),
  totalDosages: z.number().int(),
  sheetNames: z.array(z.string()),
});
export type SyncStats = z.infer<typeof SyncStatsSchema>;
/** POST /api/sync-google-sheet, 200 */
export const SyncSheetResponseSchema = z.object({ success: z.literal(true), stats: SyncStatsSchema, config: SheetConfigSchema });
export type SyncSheetResponse = z.infer<typeof SyncSheetResponseSchema>;

/** POST /api/enquiry-state */
export const EnquiryStateRequestSchema = z
  .object({
    enquiryId: DocumentIdSchema,
    read: z.boolean().optional(),
    handled: z.boolean().optional(),
  })
  .refine((body) => body.read !== undefined || body.handled !== undefined, 'Say what to change: read or handled.');

/** auditLog/{id} as the browser reads it (Timestamp converted to ISO). */
export const AuditEntrySchema = z.object({
  action: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  actorUid: z.string(),
  actorEmail: z.string(),
  /** What was acted on, e.g. { type: 'user', id, label: 'Jane Citizen <jane@…>' }. */
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  /** Action-specific facts, e.g. { from: 'pending', to: 'approved' }. Never health details. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /**
   * patients/{id} of every patient whose health information the action showed, changed or
   * sent (issue 23): the log's "by patient" filter and "who has seen this patient" query
   * it with array-contains. Absent on entries about no patient.
   */
  patientIds: z.array(z.string()).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
