/**
 * A patient's own data (APP 12 and 13, decision 040) as zod schemas: the finder's
 * search, everything held about a patient as the admin's page and the bundle's JSON
 * show it, and a correction with its reason.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, personNameSchema } from '../platform/text-schema.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { LegalScriptSchema } from '../legal-prescriptions/index.ts';
import { OrderItemSchema, OrderStatusSchema, StoredScriptSchema } from '../orders/index.ts';
import { ORDER_MESSAGE_KINDS } from '../order-questions/index.ts';
import {
  ANIMAL_MESSAGES,
  AnimalFactsSchema,
  PATIENT_MAX_LENGTHS,
  PatientDetailsSchema,
  patientInputSchema,
  withKind,
  type PatientInputOptions,
} from '../patients/index.ts';
import { CORRECTION_REASON_MAX_LENGTH, PATIENT_REQUEST_MESSAGES, readAustralianDate } from './patient-requests.ts';

/**
 * POST /api/patient-search: a family name and a date of birth as typed (dd/mm/yyyy); or,
 * with `kind: 'animal'` (decision 048), an animal owner's family name alone (an animal has
 * no date of birth; any date sent is ignored). Parsed, an animal's search has dateOfBirth ''.
 */
const searchedFamilyName = personNameSchema(PATIENT_MAX_LENGTHS.name, {
  required: PATIENT_REQUEST_MESSAGES.familyName,
  tooLong: `Please shorten the family name to ${PATIENT_MAX_LENGTHS.name} characters or fewer.`,
  controlCharacters: 'Please remove special characters from the family name.',
});

export const PatientSearchRequestSchema = z.preprocess(
  withKind,
  z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('person'),
        familyName: searchedFamilyName,
        dateOfBirth: z
          .string({ error: PATIENT_REQUEST_MESSAGES.dateOfBirth })
          .max(20, PATIENT_REQUEST_MESSAGES.dateOfBirth)
          .transform((typed, ctx) => {
            const read = readAustralianDate(typed);
            if ('date' in read) return read.date;
            ctx.addIssue({ code: 'custom', message: read.problem });
            return z.NEVER;
          }),
      }),
      z.object({ kind: z.literal('animal'), familyName: searchedFamilyName }).transform((search) => ({ ...search, dateOfBirth: '' })),
    ],
    { error: ANIMAL_MESSAGES.kind },
  ),
);
export type PatientSearchRequest = z.input<typeof PatientSearchRequestSchema>;

/** The prescriber a patient or an order belongs to, as the pharmacy knows them. */
export const PrescriberSchema = z.object({ prescriberId: z.string(), name: z.string(), clinicName: z.string(), email: z.string() });
export type Prescriber = z.infer<typeof PrescriberSchema>;

/** One patient the finder found: from their record, or only from orders when the record is gone. */
export const FoundPatientSchema = z.object({
  patientId: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  dateOfBirth: z.string(),
  /** An animal's name, species and weight (decision 048): givenName and familyName are then its owner's. */
  animal: AnimalFactsSchema.optional(),
  prescriber: PrescriberSchema,
  /** false: the record was deleted (with its prescriber's account); only orders name them. */
  onRecord: z.boolean(),
});
export type FoundPatient = z.infer<typeof FoundPatientSchema>;

/** POST /api/patient-search, 200 */
export const PatientSearchResponseSchema = z.object({ patients: z.array(FoundPatientSchema) });
export type PatientSearchResponse = z.infer<typeof PatientSearchResponseSchema>;

/** One correction of a patient's record (APP 13): what it replaced, the new details, who, when and why. */
export function patientCorrectionSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    at: instant,
    by: z.object({ uid: z.string(), email: z.string() }),
    reason: z.string(),
    /** The names of the fields that changed (CORRECTABLE_FIELDS). */
    fields: z.array(z.string()),
    replaced: PatientDetailsSchema,
    corrected: PatientDetailsSchema,
    /**
     * Later edits by the prescriber or their staff that changed a field this correction
     * corrected (issue 32, decision 062), oldest first: who, when, which of its fields, and the
     * details before and after the edit.
     */
    laterEdits: z
      .array(
        z.object({
          at: instant,
          by: z.object({ uid: z.string(), email: z.string() }),
          fields: z.array(z.string()),
          was: PatientDetailsSchema,
          now: PatientDetailsSchema,
        }),
      )
      .default([]),
  });
}
export const PatientCorrectionSchema = patientCorrectionSchema(IsoInstantSchema);
export type PatientCorrection = z.infer<typeof PatientCorrectionSchema>;

/** A file the pharmacy holds, listed by name, type and size; never its contents. */
export const HeldFileSchema = StoredScriptSchema.omit({ storagePath: true });
export type HeldFile = z.infer<typeof HeldFileSchema>;

export const HeldOrderItemSchema = OrderItemSchema.pick({
  conditionLabel: true,
  formulaLabel: true,
  strength: true,
  amount: true,
  description: true,
  notes: true,
  directions: true,
  daysSupply: true,
  quantity: true,
  scriptMethod: true,
}).extend({
  /** The item's place in the order, from 0. */
  itemIndex: z.number().int(),
  script: HeldFileSchema.nullable(),
  legalScript: LegalScriptSchema.nullable(),
  /** The patient as the order was sent: a correction of the record leaves this as it was. */
  patient: PatientDetailsSchema.nullable(),
});
export type HeldOrderItem = z.infer<typeof HeldOrderItemSchema>;

export const HeldMessageSchema = z.object({
  kind: z.enum(ORDER_MESSAGE_KINDS),
  at: z.string(),
  authorName: z.string(),
  authorRole: z.enum(['admin', 'practitioner']),
  text: z.string(),
  attachment: HeldFileSchema.nullable(),
});
export type HeldMessage = z.infer<typeof HeldMessageSchema>;

export const HeldOrderSchema = z.object({
  requestId: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  prescriber: PrescriberSchema,
  /** Only this patient's items: an order naming other patients too shows none of theirs. */
  items: z.array(HeldOrderItemSchema),
  /** The questions on the order and their answers, with the files listed; none on an order that names other patients too. */
  questions: z.array(HeldMessageSchema),
  /** True on an order naming other patients too: its thread cannot be attributed to this patient, so it is left out (decision 065). */
  questionsLeftOut: z.boolean().optional(),
});
export type HeldOrder = z.infer<typeof HeldOrderSchema>;

/** An audit entry naming the patient: who saw, downloaded or changed their data, and when. */
export const HeldAccessEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actorEmail: z.string(),
  target: z.string(),
});
export type HeldAccessEntry = z.infer<typeof HeldAccessEntrySchema>;

/** GET /api/patient-records/{id}, 200, and the bundle's JSON: everything held about one patient. */
export const PatientHeldSchema = z.object({
  patientId: z.string(),
  /** When this was put together (ISO 8601). */
  generatedAt: z.string(),
  /** The patient's record as it is now; null when it was deleted and only orders name them. */
  record: z
    .object({
      prescriber: PrescriberSchema,
      details: PatientDetailsSchema,
      createdAt: z.string(),
      updatedAt: z.string(),
      corrections: z.array(PatientCorrectionSchema),
    })
    .nullable(),
  orders: z.array(HeldOrderSchema),
  accessEntries: z.array(HeldAccessEntrySchema),
});
export type PatientHeld = z.infer<typeof PatientHeldSchema>;

/**
 * POST /api/patient-records/{id}/corrections: the patient form (the prescriber's editor's
 * checks, patients' patient-schema.ts) and the reason for the correction.
 */
export function patientCorrectionRequestSchema(options: PatientInputOptions = {}) {
  return z.object({
    details: patientInputSchema(options),
    reason: z
      .string({ error: PATIENT_REQUEST_MESSAGES.reason })
      .trim()
      .min(1, PATIENT_REQUEST_MESSAGES.reason)
      .max(CORRECTION_REASON_MAX_LENGTH, PATIENT_REQUEST_MESSAGES.reasonTooLong)
      .refine((value) => !CONTROL_CHARACTERS.test(value), 'Please remove special characters from the reason.'),
  });
}
export const PatientCorrectionRequestSchema = patientCorrectionRequestSchema();

/** POST /api/patient-records/{id}/corrections, 200: everything held, with the correction. */
export const PatientCorrectionResponseSchema = z.object({ success: z.literal(true), held: PatientHeldSchema });
