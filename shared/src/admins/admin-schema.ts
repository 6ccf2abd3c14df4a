/** Admin accounts (decision 037): adding an admin and replacing another admin's mobile on record, as zod schemas. */
import { z } from 'zod';
import { MOBILE_NUMBER_MESSAGE, RegistrationDetailsSchema, australianMobileE164 } from '../accounts/index.ts';
import { DocumentIdSchema } from '../platform/document-id.ts';

/** POST /api/admin-mobile: another admin's new mobile on record, as typed; the server keeps it in E.164. */
const adminMobile = z.string({ error: MOBILE_NUMBER_MESSAGE }).transform((typed, context) => {
  const e164 = australianMobileE164(typed);
  if (!e164) context.addIssue({ code: 'custom', message: MOBILE_NUMBER_MESSAGE });
  return e164 ?? typed;
});

export const AdminMobileRequestSchema = z.object({ userId: DocumentIdSchema, mobile: adminMobile });
export type AdminMobileRequest = z.input<typeof AdminMobileRequestSchema>;

/** POST /api/admin-mobile/confirm: the admin's own mobile, as typed at their first two-step sign-in (decision 066). */
export const ConfirmAdminMobileRequestSchema = z.object({ mobile: adminMobile });
export type ConfirmAdminMobileRequest = z.input<typeof ConfirmAdminMobileRequestSchema>;

/** POST /api/admins: a new admin's names, address and the mobile their codes go to (typed; kept in E.164). */
export const CreateAdminRequestSchema = RegistrationDetailsSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  mobile: adminMobile,
});
export type CreateAdminRequest = z.input<typeof CreateAdminRequestSchema>;
/** 201: the new admin's uid; invited is false when the set-password e-mail could not be sent. */
export const CreateAdminResponseSchema = z.object({ success: z.literal(true), userId: z.string(), invited: z.boolean() });
export type CreateAdminResponse = z.infer<typeof CreateAdminResponseSchema>;
