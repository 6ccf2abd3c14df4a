/** The admin's acts on a practitioner (status, deletion) as zod schemas, for the admin screens and the function. */
import { z } from 'zod';
import { USER_STATUSES } from '../accounts/index.ts';
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

/** POST /api/delete-user */
export const DeleteUserRequestSchema = z.object({
  userId: DocumentIdSchema,
  email: z.string().optional(),
});
/** 200: `details` says in words what was removed (the spec's field). */
export const DeleteUserResponseSchema = z.object({ success: z.literal(true), details: z.string() });
export type DeleteUserResponse = z.infer<typeof DeleteUserResponseSchema>;
