/** Clinic teams' requests and replies as zod schemas (decision 044). */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, REGISTRATION_MESSAGES } from '../accounts/index.ts';
import { IsoInstantSchema } from '../platform/stored-time.ts';
import { personNameSchema } from '../platform/text-schema.ts';
import { STAFF_MESSAGES, STAFF_LINK_STATUSES } from './staff.ts';

const email = z
  .string({ error: REGISTRATION_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, REGISTRATION_MESSAGES.invalidEmail)
  .pipe(z.email({ error: REGISTRATION_MESSAGES.invalidEmail }));

/** POST /api/staff-invitations */
export const StaffInvitationRequestSchema = z.object({
  name: personNameSchema(100, {
    required: STAFF_MESSAGES.nameRequired,
    tooLong: STAFF_MESSAGES.nameTooLong,
    controlCharacters: STAFF_MESSAGES.nameControlCharacters,
  }),
  email,
});
export type StaffInvitationRequest = z.infer<typeof StaffInvitationRequestSchema>;

/** POST /api/staff-invitations/accept */
export const AcceptStaffInvitationRequestSchema = z.object({
  token: z.string({ error: STAFF_MESSAGES.invalidInvitation }).regex(/^[A-Za-z0-9_-]{43}$/, STAFF_MESSAGES.invalidInvitation),
  password: z
    .string({ error: REGISTRATION_MESSAGES.weakPassword })
    .min(MIN_PASSWORD_LENGTH, REGISTRATION_MESSAGES.weakPassword)
    .max(4096, REGISTRATION_MESSAGES.weakPassword),
});
export type AcceptStaffInvitationRequest = z.infer<typeof AcceptStaffInvitationRequestSchema>;

export const AcceptStaffInvitationResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  /** false when the address already had a staff account, which is linked with its own password. */
  newAccount: z.boolean(),
  message: z.string(),
});
export type AcceptStaffInvitationResponse = z.infer<typeof AcceptStaffInvitationResponseSchema>;

/** staffLinks/{prescriberId}_{staffUid} as the browser reads it. */
export const StaffLinkSchema = z.object({
  prescriberId: z.string(),
  staffUid: z.string(),
  staffName: z.string(),
  staffEmail: z.string(),
  prescriberName: z.string(),
  status: z.enum(STAFF_LINK_STATUSES),
  createdAt: IsoInstantSchema,
  changedAt: IsoInstantSchema,
});
export type StaffLink = z.infer<typeof StaffLinkSchema>;
