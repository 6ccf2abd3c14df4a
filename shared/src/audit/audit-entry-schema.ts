/** The audit log's entries as the admin's browser reads them (audit-action.ts; decisions 009, 039). */
import { z } from 'zod';

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
