/**
 * Patients as zod schemas (decision 015): the patient form as the dashboard sends it
 * and the function parses it, the stored patient, the snapshot an order item keeps,
 * and the replies. Kept apart from patient.ts so zod-free code can use its constants.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS, personNameSchema } from '../platform/text-schema.ts';
import { AU_STATES } from '../accounts/index.ts';
import {
  ANIMAL_MESSAGES,
  ANIMAL_WEIGHT_KG,
  DELIVERY_METHODS,
  PATIENT_KINDS,
  PATIENT_MAX_LENGTHS,
  PATIENT_MESSAGES,
  dateOfBirthProblem,
  patientKindOf,
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

/** An animal patient's own facts (decision 048); the owner's names and phone are the details' own fields. */
export const AnimalFactsSchema = z.object({
  name: z.string(),
  species: z.string(),
  weightKg: z.number(),
});

/**
 * A patient's details as stored and as an order item keeps them. phone is E.164; null when not given.
 * A person has no `kind` (every patient stored before animals is one). An animal (decision 048)
 * has `kind: 'animal'`, its name, species and weight in `animal`, its owner's given and family
 * name in givenName and familyName, the owner's phone, and '' for a date of birth.
 */
export const PatientDetailsSchema = z.object({
  givenName: z.string(),
  familyName: z.string(),
  /** YYYY-MM-DD; '' for an animal. */
  dateOfBirth: z.string(),
  phone: z.string().nullable(),
  /** Allergies or notes for the pharmacist. */
  notes: z.string().nullable(),
  delivery: DeliverySchema,
  kind: z.enum(PATIENT_KINDS).optional(),
  animal: AnimalFactsSchema.optional(),
  /** The patient's (or owner's) e-mail for delivery notices (issue 33 part 5); absent or null when not given. */
  email: z.string().nullable().optional(),
  /** Whether the patient agreed to delivery notices by e-mail; absent reads as false. */
  noticesConsent: z.boolean().optional(),
});
export type PatientDetails = z.infer<typeof PatientDetailsSchema>;

/** The details alone, from a stored patient or an order item's copy (a person's without kind or animal, as before). */
export function patientDetailsOf({ givenName, familyName, dateOfBirth, phone, notes, delivery, kind, animal, email, noticesConsent }: PatientDetails): PatientDetails {
  return {
    givenName,
    familyName,
    dateOfBirth,
    phone,
    notes,
    delivery,
    ...(kind === 'animal' && animal ? { kind, animal } : {}),
    ...(email ? { email } : {}),
    ...(noticesConsent ? { noticesConsent } : {}),
  };
}

/** Where a delivery notice may go: the patient's e-mail when they agreed to notices, else null (issue 33 part 5). */
export function noticeEmailOf(patient: Pick<PatientDetails, 'email' | 'noticesConsent'>): string | null {
  return patient.noticesConsent === true && patient.email ? patient.email : null;
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

const WEIGHT = /^\d{1,4}(\.\d{1,2})?$/;

/** An animal's weight typed in kilograms (or sent as a number): at most two decimals, within ANIMAL_WEIGHT_KG. */
const weightKgSchema = z
  .union([z.string(), z.number()], { error: ANIMAL_MESSAGES.weightFormat })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: ANIMAL_MESSAGES.weight });
      return z.NEVER;
    }
    const kilograms = Number(text);
    if (!WEIGHT.test(text) || kilograms < ANIMAL_WEIGHT_KG.min || kilograms > ANIMAL_WEIGHT_KG.max) {
      ctx.addIssue({ code: 'custom', message: ANIMAL_MESSAGES.weightFormat });
      return z.NEVER;
    }
    return kilograms;
  });

/** A patient form (or the admin's finder's search) sent without a kind, as every one before animals, is a person's. */
export const withKind = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && ((value as { kind?: unknown }).kind ?? '') === ''
    ? { ...value, kind: 'person' }
    : value;

/**
 * The patient form, field by field in the order the form shows them, as the dashboard
 * sends it (POST /api/patients, PUT /api/patients/{id}): a flat form whose address
 * parts are required only for delivery. `kind` says whose form it is: a person's
 * (the default) with a date of birth, or an animal's (decision 048) with its name,
 * species and weight and its owner's names and phone. Parsed, it is the patient's details.
 */
export function patientInputSchema({ today = () => sydneyDateOf(new Date()), phone = (typed) => typed }: PatientInputOptions = {}) {
  const storedPhone = (value: string, ctx: z.RefinementCtx, missing?: string) => {
    if (value === '') {
      if (!missing) return null;
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const stored = phone(value);
    if (stored) return stored;
    ctx.addIssue({ code: 'custom', message: PATIENT_MESSAGES.phone });
    return z.NEVER;
  };
  const shared = {
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
    email: z
      .string({ error: PATIENT_MESSAGES.email })
      .trim()
      .max(PATIENT_MAX_LENGTHS.email, PATIENT_MESSAGES.email)
      .default('')
      .refine((value) => value === '' || z.email().safeParse(value).success, PATIENT_MESSAGES.email),
    noticesConsent: z.boolean({ error: PATIENT_MESSAGES.email }).default(false),
  };
  const person = z.object({
    kind: z.literal('person'),
    givenName: name(PATIENT_MESSAGES.givenName),
    familyName: name(PATIENT_MESSAGES.familyName),
    dateOfBirth: z
      .string({ error: PATIENT_MESSAGES.dateOfBirth })
      .trim()
      .superRefine((value, ctx) => {
        const problem = dateOfBirthProblem(value, today());
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    phone: optionalText(PATIENT_MAX_LENGTHS.phone, PATIENT_MESSAGES.phone).transform((value, ctx) => storedPhone(value, ctx)),
    ...shared,
  });
  const animal = z.object({
    kind: z.literal('animal'),
    animalName: personNameSchema(PATIENT_MAX_LENGTHS.name, {
      required: ANIMAL_MESSAGES.name,
      tooLong: ANIMAL_MESSAGES.nameTooLong,
      controlCharacters: PATIENT_MESSAGES.controlCharacters,
    }),
    // Letters and a name's punctuation, like a name: it is shown to the pharmacy and printed.
    species: personNameSchema(PATIENT_MAX_LENGTHS.species, {
      required: ANIMAL_MESSAGES.species,
      tooLong: ANIMAL_MESSAGES.speciesTooLong,
      controlCharacters: PATIENT_MESSAGES.controlCharacters,
    }),
    weightKg: weightKgSchema,
    givenName: name(ANIMAL_MESSAGES.ownerGivenName),
    familyName: name(ANIMAL_MESSAGES.ownerFamilyName),
    phone: z
      .string({ error: ANIMAL_MESSAGES.ownerPhone })
      .trim()
      .max(PATIENT_MAX_LENGTHS.phone, PATIENT_MESSAGES.phone)
      .refine((value) => !CONTROL_CHARACTERS.test(value), PATIENT_MESSAGES.controlCharacters)
      .transform((value, ctx) => storedPhone(value, ctx, ANIMAL_MESSAGES.ownerPhone)),
    ...shared,
  });
  return z
    .preprocess(withKind, z.discriminatedUnion('kind', [person, animal], { error: ANIMAL_MESSAGES.kind }))
    .superRefine((form, ctx) => {
      const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      // An agreement to notices with nowhere to send them is a slip: say so beside the e-mail.
      if (form.noticesConsent && form.email === '') missing('email', PATIENT_MESSAGES.noticesConsentNeedsEmail);
      if (form.deliveryMethod !== 'delivery') return;
      if (form.street === '') missing('street', PATIENT_MESSAGES.street);
      if (form.suburb === '') missing('suburb', PATIENT_MESSAGES.suburb);
      if (form.state === '') missing('state', PATIENT_MESSAGES.state);
      if (!/^\d{4}$/.test(form.postcode)) missing('postcode', PATIENT_MESSAGES.postcode);
    })
    .transform((form): PatientDetails => {
      const { givenName, familyName, phone: stored, notes, deliveryMethod, street, suburb, state, postcode } = form;
      const delivery: Delivery =
        // superRefine has made sure a delivery has its whole address.
        deliveryMethod === 'delivery' && state !== '' ? { method: 'delivery', address: { street, suburb, state, postcode } } : { method: 'pickup' };
      // Kept only when given (issue 33 part 5): a patient saved before notices has neither field.
      const notices = { ...(form.email ? { email: form.email } : {}), ...(form.noticesConsent ? { noticesConsent: true } : {}) };
      if (form.kind === 'person') return { givenName, familyName, dateOfBirth: form.dateOfBirth, phone: stored, notes, delivery, ...notices };
      return {
        ...notices,
        givenName,
        familyName,
        dateOfBirth: '',
        phone: stored,
        notes,
        delivery,
        kind: 'animal',
        animal: { name: form.animalName, species: form.species, weightKg: form.weightKg },
      };
    });
}

/** The patient form as the browser checks it before sending. */
export const PatientInputSchema = patientInputSchema();
/** The form's fields, every one a string, as the dashboard keeps them while the practitioner types. */
export interface PatientFormValues {
  /** 'person' or 'animal'; the dashboard sets it from the prescriber's registration (patientKindFor). */
  kind: string;
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  /** An animal's. */
  animalName: string;
  species: string;
  weightKg: string;
  phone: string;
  notes: string;
  deliveryMethod: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  /** For delivery notices (issue 33 part 5); absent reads as ''. */
  email?: string;
  /** Absent reads as false. */
  noticesConsent?: boolean;
}

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  kind: 'person',
  givenName: '',
  familyName: '',
  dateOfBirth: '',
  animalName: '',
  species: '',
  weightKg: '',
  phone: '',
  notes: '',
  deliveryMethod: '',
  street: '',
  suburb: '',
  state: '',
  postcode: '',
  email: '',
  noticesConsent: false,
};

/** A stored patient back in the form, for editing. */
export function patientFormValues(patient: PatientDetails, displayPhone: (e164: string) => string = (e164) => e164): PatientFormValues {
  const address = patient.delivery.method === 'delivery' ? patient.delivery.address : null;
  return {
    kind: patientKindOf(patient),
    givenName: patient.givenName,
    familyName: patient.familyName,
    dateOfBirth: patient.dateOfBirth,
    animalName: patient.animal?.name ?? '',
    species: patient.animal?.species ?? '',
    weightKg: patient.animal ? String(patient.animal.weightKg) : '',
    phone: patient.phone ? displayPhone(patient.phone) : '',
    notes: patient.notes ?? '',
    deliveryMethod: patient.delivery.method,
    street: address?.street ?? '',
    suburb: address?.suburb ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    email: patient.email ?? '',
    noticesConsent: patient.noticesConsent ?? false,
  };
}

/**
 * patients/{patientId} as the dashboard reads it (firestore.rules), its times read with
 * `instant` (stored-time.ts). Written only by the function, with the search fields
 * (patient.ts, patientSearchFields) beside the details.
 */
export function patientSchema<Instant extends InstantSchema>(instant: Instant) {
  return PatientDetailsSchema.extend({
    prescriberId: z.string(),
    /** The finder's keys (decision 074); absent on a record written before them until the backfill adds them. */
    searchKeys: z.object({ name: z.string(), reversed: z.string(), animal: z.string(), dob: z.string(), dobShort: z.string(), dobIso: z.string() }).optional(),
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
