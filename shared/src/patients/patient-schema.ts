/**
 * Patients as zod schemas (decision 015): the patient form as the dashboard sends it
 * and the function parses it, the stored patient, the snapshot an order item keeps,
 * and the replies. Kept apart from patient.ts so zod-free code can use its constants.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS, personNameSchema } from '../platform/text-schema.ts';
import { AU_STATES } from '../accounts/registration.ts';
import {
  DELIVERY_METHODS,
  PATIENT_MAX_LENGTHS,
  PATIENT_MESSAGES,
  dateOfBirthProblem,
} from './patient.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { sydneyDateOf } from '../platform/sydney-dates.ts';

const AU_STATE_CODES = AU_STATES.map((state) => state.value) as [
  (typeof AU_STATES)[number]['value'],
  ...(typeof AU_STATES)[number]['value'][],
];

const name = (required: string) =>
  personNameSchema(PATIENT_MAX_LENGTHS.name, { required, tooLong: PATIENT_MESSAGES.nameTooLong, controlCharacters: PATIENT_MESSAGES.controlCharacters });

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: PATIENT_MESSAGES.controlCharacters })
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), PATIENT_MESSAGES.controlCharacters)
    .default('');

export const PatientAddressSchema = z.object({
  street: z.string(),
  suburb: z.string(),
  state: z.enum(AU_STATE_CODES),
  postcode: z.string(),
});
export type PatientAddress = z.infer<typeof PatientAddressSchema>;

/** How the medicine reaches the patient. */
export const DeliverySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup') }),
  z.object({ method: z.literal('delivery'), address: PatientAddressSchema }),
]);
export type Delivery = z.infer<typeof DeliverySchema>;

/** A patient's details as stored and as an order item keeps them. phone is E.164; null when not given. */
export const PatientDetailsSchema = z.object({
  givenName: z.string(),
  familyName: z.string(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string(),
  phone: z.string().nullable(),
  /** Allergies or notes for the pharmacist. */
  notes: z.string().nullable(),
  delivery: DeliverySchema,
});
export type PatientDetails = z.infer<typeof PatientDetailsSchema>;

/** The details alone, from a stored patient or an order item's copy. */
export function patientDetailsOf({ givenName, familyName, dateOfBirth, phone, notes, delivery }: PatientDetails): PatientDetails {
  return { givenName, familyName, dateOfBirth, phone, notes, delivery };
}

export interface PatientInputOptions {
  /** Today in Sydney, YYYY-MM-DD; read at each parse. Tests set it. */
  today?: () => string;
  /**
   * The phone number as stored, or null when it is not a real Australian number. The
   * browser checks only presence and length (libphonenumber is too large for its
   * bundle); the function passes its E.164 check, so the stored number is normalised.
   */
  phone?: (typed: string) => string | null;
}

/**
 * The patient form, field by field in the order the form shows them, as the dashboard
 * sends it (POST /api/patients, PUT /api/patients/{id}): a flat form whose address
 * parts are required only for delivery. Parsed, it is the patient's details.
 */
export function patientInputSchema({ today = () => sydneyDateOf(new Date()), phone = (typed) => typed }: PatientInputOptions = {}) {
  return z
    .object({
      givenName: name(PATIENT_MESSAGES.givenName),
      familyName: name(PATIENT_MESSAGES.familyName),
      dateOfBirth: z
        .string({ error: PATIENT_MESSAGES.dateOfBirth })
        .trim()
        .superRefine((value, ctx) => {
          const problem = dateOfBirthProblem(value, today());
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      phone: optionalText(PATIENT_MAX_LENGTHS.phone, PATIENT_MESSAGES.phone).transform((value, ctx) => {
        if (value === '') return null;
        const stored = phone(value);
        if (stored) return stored;
        ctx.addIssue({ code: 'custom', message: PATIENT_MESSAGES.phone });
        return z.NEVER;
      }),
      notes: z
        .string({ error: PATIENT_MESSAGES.controlCharacters })
        .trim()
        .max(PATIENT_MAX_LENGTHS.notes, PATIENT_MESSAGES.notesTooLong)
        .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS.test(value), PATIENT_MESSAGES.controlCharacters)
        .default('')
        .transform((value) => value || null),
      deliveryMethod: z.enum(DELIVERY_METHODS, { error: PATIENT_MESSAGES.deliveryMethod }),
      street: optionalText(PATIENT_MAX_LENGTHS.street, PATIENT_MESSAGES.streetTooLong),
      suburb: optionalText(PATIENT_MAX_LENGTHS.suburb, PATIENT_MESSAGES.suburbTooLong),
      state: z.union([z.enum(AU_STATE_CODES), z.literal('')], { error: PATIENT_MESSAGES.state }).default(''),
      postcode: z.string({ error: PATIENT_MESSAGES.postcode }).trim().default(''),
    })
    .superRefine((form, ctx) => {
      if (form.deliveryMethod !== 'delivery') return;
      const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (form.street === '') missing('street', PATIENT_MESSAGES.street);
      if (form.suburb === '') missing('suburb', PATIENT_MESSAGES.suburb);
      if (form.state === '') missing('state', PATIENT_MESSAGES.state);
      if (!/^\d{4}$/.test(form.postcode)) missing('postcode', PATIENT_MESSAGES.postcode);
    })
    .transform(
      ({ givenName, familyName, dateOfBirth, phone: storedPhone, notes, deliveryMethod, street, suburb, state, postcode }): PatientDetails => ({
        givenName,
        familyName,
        dateOfBirth,
        phone: storedPhone,
        notes,
        delivery:
          // superRefine has made sure a delivery has its whole address.
          deliveryMethod === 'delivery' && state !== ''
            ? { method: 'delivery', address: { street, suburb, state, postcode } }
            : { method: 'pickup' },
      }),
    );
}

/** The patient form as the browser checks it before sending. */
export const PatientInputSchema = patientInputSchema();
export type PatientInput = z.input<typeof PatientInputSchema>;
/** The form's fields, every one a string, as the dashboard keeps them while the practitioner types. */
export type PatientFormValues = Required<{ [Field in keyof PatientInput]: string }>;

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  givenName: '',
  familyName: '',
  dateOfBirth: '',
  phone: '',
  notes: '',
  deliveryMethod: '',
  street: '',
  suburb: '',
  state: '',
  postcode: '',
};

/** A stored patient back in the form, for editing. */
export function patientFormValues(patient: PatientDetails, displayPhone: (e164: string) => string = (e164) => e164): PatientFormValues {
  const address = patient.delivery.method === 'delivery' ? patient.delivery.address : null;
  return {
    givenName: patient.givenName,
    familyName: patient.familyName,
    dateOfBirth: patient.dateOfBirth,
    phone: patient.phone ? displayPhone(patient.phone) : '',
    notes: patient.notes ?? '',
    deliveryMethod: patient.delivery.method,
    street: address?.street ?? '',
    suburb: address?.suburb ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
  };
}

/**
 * patients/{patientId} as the dashboard reads it (firestore.rules), its times read with
 * `instant` (stored-time.ts). Written only by the function, with the search fields
 * (patient.ts, patientSearchFields) beside the details.
 */
export function patientSchema<Instant extends InstantSchema>(instant: Instant) {
  return PatientDetailsSchema.extend({
    practitionerId: z.string(),
    searchPrefixes: z.array(z.string()),
    sortKey: z.string(),
    createdAt: instant,
    updatedAt: instant,
  });
}
export const PatientSchema = patientSchema(IsoInstantSchema);
export type Patient = z.infer<typeof PatientSchema>;

/** A patient as an order item keeps them: the details as they were when the order was sent. */
export const PatientSnapshotSchema = PatientDetailsSchema.extend({ patientId: z.string() });
export type PatientSnapshot = z.infer<typeof PatientSnapshotSchema>;

/** POST /api/patients, 201, and PUT /api/patients/{id}, 200: the patient as saved. */
export const PatientResponseSchema = z.object({ success: z.literal(true), patient: PatientSnapshotSchema });
export type PatientResponse = z.infer<typeof PatientResponseSchema>;
