/**
 * Practitioner registration as zod schemas (the server validates with them, the
 * registration form too), and the account endpoints' replies. Kept apart from registration.ts so screens that need only
 * its messages and paths (/verify, the login) do not download zod.
 */
import { z } from 'zod';
import { ApiErrorBodySchema } from '../platform/api.ts';
import { refuseUnfitName } from '../platform/person-name.ts';
import { PRACTITIONER_NUMBER_MESSAGE, REGISTRATION_MESSAGES, normalisePractitionerNumber } from './registration.ts';

// Details end up in e-mail subjects and an admin table: one line of text each.
const CONTROL_CHARACTERS = /\p{Cc}/u;

function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, REGISTRATION_MESSAGES.tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), REGISTRATION_MESSAGES.controlCharacters);
}

const practitionerNumber = requiredText(REGISTRATION_MESSAGES.practitionerNumberRequired, 40).transform(
  (input, ctx) => {
    const number = normalisePractitionerNumber(input);
    if (number) return number.value;
    ctx.addIssue({ code: 'custom', message: PRACTITIONER_NUMBER_MESSAGE });
    return z.NEVER;
  },
);

/**
 * The practitioner's details without identity: what the server accepts from a body
 * (uid and e-mail come from the ID token, so they are stripped here).
 */
export const PractitionerDetailsSchema = z.object({
  firstName: requiredText(REGISTRATION_MESSAGES.firstNameRequired, 100).superRefine(refuseUnfitName),
  lastName: requiredText(REGISTRATION_MESSAGES.lastNameRequired, 100).superRefine(refuseUnfitName),
  practitionerNumber,
  clinicName: requiredText(REGISTRATION_MESSAGES.clinicNameRequired, 200),
  /** Street, city, state, postcode and country combined into one line. */
  clinicAddress: requiredText(REGISTRATION_MESSAGES.addressIncomplete, 300),
});
export type PractitionerDetails = z.infer<typeof PractitionerDetailsSchema>;
export const PRACTITIONER_DETAIL_FIELDS = Object.keys(PractitionerDetailsSchema.shape) as (keyof PractitionerDetails)[];

const email = z
  .string({ error: REGISTRATION_MESSAGES.invalidEmail })
  .trim()
  .max(254, REGISTRATION_MESSAGES.invalidEmail)
  .pipe(z.email({ error: REGISTRATION_MESSAGES.invalidEmail }));

/** The registration form's details (spec section 3, "Pending registration data", without uid). */
export const RegistrationDetailsSchema = PractitionerDetailsSchema.extend({ email });
export type RegistrationDetails = z.infer<typeof RegistrationDetailsSchema>;

/** Spec section 3: what is kept until the e-mail is verified (browser storage and pendingRegistrations/{uid}). */
export const PendingRegistrationSchema = RegistrationDetailsSchema.extend({ uid: z.string().min(1) });
export type PendingRegistration = z.infer<typeof PendingRegistrationSchema>;

/** POST /api/password-reset */
export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/send-verification-email and POST /api/password-reset, 200 */
export const AccountSuccessResponseSchema = z.object({ success: z.literal(true) });
export type AccountSuccessResponse = z.infer<typeof AccountSuccessResponseSchema>;

/** POST /api/verify-email, 200 */
export const VerifyEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** POST /api/verify-email refused: the usual error body plus `success: false` (the spec's field). */
export const VerifyEmailFailureSchema = ApiErrorBodySchema.extend({ success: z.literal(false) });
export type VerifyEmailFailure = z.infer<typeof VerifyEmailFailureSchema>;

/** POST /api/onboard-practitioner, 200 or 201: `created` is false when the record already existed. */
export const OnboardPractitionerResponseSchema = z.object({ success: z.literal(true), created: z.boolean() });
export type OnboardPractitionerResponse = z.infer<typeof OnboardPractitionerResponseSchema>;
