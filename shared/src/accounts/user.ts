import { z } from 'zod';

export const USER_ROLES = ['admin', 'practitioner'] as const;
export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const UserRoleSchema = z.enum(USER_ROLES);
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserRole = z.infer<typeof UserRoleSchema>;
export type UserStatus = z.infer<typeof UserStatusSchema>;

/**
 * The users/{uid} record (spec section 3). Fields are read loosely here because
 * records written by hand or by older code may lack some of them; a missing
 * status counts as pending.
 */
export const UserRecordSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  role: z.string(),
  status: z.string().optional(),
  practitionerNumber: z.string().optional(),
  clinicName: z.string().optional(),
  clinicAddress: z.string().optional(),
  dobYear: z.number().int().optional(),
  dobMonth: z.number().int().optional(),
  dobDay: z.number().int().optional(),
  /**
   * Set by the server when it creates the record after the e-mail was verified.
   * Only a record with `emailVerified: true` may be approved (firestore.rules).
   */
  emailVerified: z.boolean().optional(),
  /**
   * What the admin's mobile on record looks like (04•• ••• 156), set by the server only
   * (decision 066). The number itself, the one the admin may enrol as their second factor
   * (decision 037), is in adminMobiles/{uid}, which no browser reads.
   */
  adminMobileHint: z.string().optional(),
  /**
   * The enrolled factor's uid once the server has checked its phone is the mobile on record; the
   * rules' isAdmin() asks the token's firebase.second_factor_identifier to equal it.
   */
  adminFactorId: z.string().optional(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** A missing status counts as pending (spec section 3). */
export function effectiveStatus(record: Pick<UserRecord, 'status'>): string {
  return record.status ?? 'pending';
}
