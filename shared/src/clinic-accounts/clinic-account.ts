/**
 * Clinic accounts (issue 34 part 4, decision 081): the pharmacy opens an account for a
 * prescriber, with its payment terms and an optional accounts e-mail for statements, and
 * the prescriber's orders may then name "The clinic's account" as the payer. One account
 * per prescriber: its document ID is the prescriber's uid, so reopening a closed account
 * keeps its invoices and statements. Server-written, read through the API only.
 */
import { z } from 'zod';
import { IsoInstantSchema } from '../platform/stored-time.ts';

export const CLINIC_ACCOUNT_API_PATHS = {
  /** Admins: GET lists every account; POST opens (or reopens) one for a prescriber (OpenClinicAccountRequest). */
  accounts: '/api/clinic-accounts',
  /** Admins: POST `${closures}/{accountId}` closes the account: new orders can no longer name it. */
  closures: '/api/clinic-account-closures',
  /** An approved prescriber: GET answers their open account or null. */
  mine: '/api/my-clinic-account',
  /**
   * GET `${prescribers}/{prescriberId}/clinic-account`: the same for the prescriber's active
   * staff, who prepare drafts the prescriber's account may pay (decision 083).
   */
  prescribers: '/api/prescribers',
} as const;

export const CLINIC_ACCOUNT_COLLECTIONS = { accounts: 'clinicAccounts' } as const;

export const CLINIC_ACCOUNT_STATUSES = ['open', 'closed'] as const;
export type ClinicAccountStatus = (typeof CLINIC_ACCOUNT_STATUSES)[number];

export const CLINIC_ACCOUNT_MESSAGES = {
  prescriber: 'Enter the e-mail address of an approved prescriber to open the account for.',
  practiceName: 'Enter the practice name in up to 120 characters, or leave it empty to use the clinic name on record.',
  terms: 'Enter the payment terms as whole days from 0 to 90.',
  accountsEmail: 'Enter a valid e-mail address for statements, or leave it empty.',
  notFound: 'There is no such clinic account.',
  alreadyClosed: 'This clinic account is already closed.',
  /** The payer check on a submitted order or a signed draft. */
  noOpenAccount: 'The clinic’s account can pay only once the pharmacy has opened one for this prescriber. Choose “The patient”, or ask the pharmacy to open an account.',
  payerMalformed: 'Choose who pays: the patient or the clinic’s account.',
} as const;

export const CLINIC_ACCOUNT_ERROR_CODES = {
  notFound: 'clinic_account_not_found',
  alreadyClosed: 'clinic_account_closed',
  prescriberNotFound: 'prescriber_not_found',
  noOpenAccount: 'no_open_clinic_account',
} as const;

export const MAX_PRACTICE_NAME = 120;

/** clinicAccounts/{prescriberId} as the API answers it. */
export const ClinicAccountSchema = z.object({
  accountId: z.string(),
  prescriberId: z.string(),
  /** The name on statements and invoices' exports: the practice name given, else the clinic name on record, else the prescriber's name. */
  name: z.string(),
  prescriberName: z.string(),
  prescriberEmail: z.string(),
  paymentTermsDays: z.number().int().min(0).max(90),
  /** Where statements' links go; empty: the prescriber's own e-mail. */
  accountsEmail: z.string(),
  status: z.enum(CLINIC_ACCOUNT_STATUSES),
  openedAt: IsoInstantSchema,
  closedAt: IsoInstantSchema.nullable(),
});
export type ClinicAccount = z.infer<typeof ClinicAccountSchema>;

/** POST /api/clinic-accounts (admin). */
export const OpenClinicAccountRequestSchema = z
  .object({
    /** The prescriber's record, by its uid or by the e-mail address on it (the admin's screen sends the address); exactly one. */
    prescriberId: z.string({ error: CLINIC_ACCOUNT_MESSAGES.prescriber }).trim().min(1, CLINIC_ACCOUNT_MESSAGES.prescriber).max(128, CLINIC_ACCOUNT_MESSAGES.prescriber).optional(),
    prescriberEmail: z.email({ error: CLINIC_ACCOUNT_MESSAGES.prescriber }).max(254, CLINIC_ACCOUNT_MESSAGES.prescriber).optional(),
    practiceName: z.string({ error: CLINIC_ACCOUNT_MESSAGES.practiceName }).trim().max(MAX_PRACTICE_NAME, CLINIC_ACCOUNT_MESSAGES.practiceName).default(''),
    /** Absent: the billing settings' payment terms. */
    paymentTermsDays: z.number({ error: CLINIC_ACCOUNT_MESSAGES.terms }).int(CLINIC_ACCOUNT_MESSAGES.terms).min(0, CLINIC_ACCOUNT_MESSAGES.terms).max(90, CLINIC_ACCOUNT_MESSAGES.terms).optional(),
    accountsEmail: z.union([z.literal(''), z.email({ error: CLINIC_ACCOUNT_MESSAGES.accountsEmail }).max(254, CLINIC_ACCOUNT_MESSAGES.accountsEmail)], { error: CLINIC_ACCOUNT_MESSAGES.accountsEmail }).default(''),
  })
  .strict()
  .refine((request) => (request.prescriberId === undefined) !== (request.prescriberEmail === undefined), { message: CLINIC_ACCOUNT_MESSAGES.prescriber, path: ['prescriberId'] });
export type OpenClinicAccountRequest = z.input<typeof OpenClinicAccountRequestSchema>;

export const ClinicAccountReplySchema = z.object({ account: ClinicAccountSchema });
export type ClinicAccountReply = z.infer<typeof ClinicAccountReplySchema>;
export const ClinicAccountListSchema = z.object({ accounts: z.array(ClinicAccountSchema) });
export type ClinicAccountList = z.infer<typeof ClinicAccountListSchema>;
export const MyClinicAccountReplySchema = z.object({ account: ClinicAccountSchema.nullable() });
export type MyClinicAccountReply = z.infer<typeof MyClinicAccountReplySchema>;

/** The account named on an order whose payer is the clinic (decision 081): kept so the order's details and its invoice name it. */
export const OrderClinicAccountSchema = z.object({ accountId: z.string(), name: z.string() });
export type OrderClinicAccount = z.infer<typeof OrderClinicAccountSchema>;

/** The name an account is opened with: the practice name, the clinic on record, or the prescriber. */
export function clinicAccountNameOf(practiceName: string, record: { clinicName?: string | undefined; firstName: string; lastName: string }): string {
  return practiceName.trim() || record.clinicName?.trim() || `${record.firstName} ${record.lastName}`.trim();
}

/** Where a staff member reads the open account of the prescriber they work for (decision 083). */
export const prescriberClinicAccountPath = (prescriberId: string) => `${CLINIC_ACCOUNT_API_PATHS.prescribers}/${encodeURIComponent(prescriberId)}/clinic-account`;

export const clinicAccountClosurePath = (accountId: string) => `${CLINIC_ACCOUNT_API_PATHS.closures}/${encodeURIComponent(accountId)}`;
