/**
 * A patient's own data (issue 23, part 2; APP 12 and 13; decision 040): how an admin
 * finds a patient across every prescriber, opens everything held about them, downloads
 * it as one bundle and corrects their record. Paths, messages and the fields an order
 * keeps so its patients are found; zod-free (the schemas are in patient-requests-schema.ts).
 */
import { DELIVERY_METHOD_LABELS, animalText, comparableFamilyName, type AnimalFacts, formatAustralianPhone } from '../patients/index.ts';
import { formatDateOfBirth, isCalendarDate } from '../platform/calendar-date.ts';

export const PATIENT_REQUEST_API_PATHS = {
  /** POST {familyName, dateOfBirth}: the patients of every prescriber with that family name and date of birth. */
  patientSearch: '/api/patient-search',
  /**
   * GET `${patientRecords}/{patientId}`: everything held about one patient;
   * GET `${patientRecords}/{patientId}/bundle`: the same as one zip (PDF summary and JSON);
   * POST `${patientRecords}/{patientId}/corrections`: a correction of their record (APP 13).
   */
  patientRecords: '/api/patient-records',
} as const;

export const patientRecordPath = (patientId: string) => `${PATIENT_REQUEST_API_PATHS.patientRecords}/${encodeURIComponent(patientId)}`;
export const patientBundlePath = (patientId: string) => `${patientRecordPath(patientId)}/bundle`;
export const patientCorrectionsPath = (patientId: string) => `${patientRecordPath(patientId)}/corrections`;

/** Patients a search shows at most; a family name and a date of birth rarely match more than a handful. */
export const PATIENT_FINDER_LIMIT = 50;
/** The longest reason for a correction. */
export const CORRECTION_REASON_MAX_LENGTH = 500;

export const PATIENT_REQUEST_MESSAGES = {
  /** On an order naming other patients too (decision 065): its questions are not tied to one patient, so none is given. */
  questionsLeftOut:
    'Questions and answers on this order are left out: the order names other patients too, and a question is not tied to one patient. The pharmacy can read them with the patient if asked.',
  familyName: "Please enter the patient's family name.",
  dateOfBirth: "Please enter the patient's date of birth as dd/mm/yyyy, e.g. 15/03/1980.",
  dateOfBirthInvalid: 'That date of birth does not exist. Please check the day and month, e.g. 15/03/1980.',
  reason: 'Please say why the record is being corrected, e.g. "Patient asked: family name changed on marriage".',
  reasonTooLong: `Please shorten the reason to ${CORRECTION_REASON_MAX_LENGTH} characters or fewer.`,
  unchanged: 'Nothing was changed: the details are the same as the record holds.',
  notFound: 'No patient record has that ID. It may have been deleted with its prescriber\u2019s account.',
  ownerFamilyName: "Please enter the owner's family name.",
  kindChanged: 'A correction keeps the record a person\u2019s or an animal\u2019s, as it is. Please correct the fields this record has.',
} as const;

export const PATIENT_REQUEST_ERROR_CODES = {
  notFound: 'patient_not_found',
  unchanged: 'correction_unchanged',
  kindChanged: 'correction_kind_changed',
} as const;

const AUSTRALIAN_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date of birth as an Australian types it (15/03/1980, 15/3/1980, 15.03.1980) or as
 * YYYY-MM-DD, read as YYYY-MM-DD; the message saying what is wrong otherwise.
 */
export function readAustralianDate(typed: string): { date: string } | { problem: string } {
  const text = typed.trim();
  const match = AUSTRALIAN_DATE.exec(text);
  const iso = match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return { problem: PATIENT_REQUEST_MESSAGES.dateOfBirth };
  return isCalendarDate(iso) ? { date: iso } : { problem: PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid };
}

/** How a family name and a date of birth are compared: case, accents and spacing aside (Nguyễn is NGUYEN). */
export function patientKey(familyName: string, dateOfBirth: string): string {
  return `${comparableFamilyName(familyName)}|${dateOfBirth}`;
}

export interface OrderPatientFields {
  /** patients/{id} of every item's patient: the finder's array-contains query. */
  patientIds: string[];
  /** patientKey of every item's patient as sent: finds the order after its patient record is gone. */
  patientKeys: string[];
}

/** What an order request stores beside its items so a patient's orders are found across prescribers (decision 040). */
export function orderPatientFields(items: readonly { patient?: { patientId: string; familyName: string; dateOfBirth: string } | undefined }[]): OrderPatientFields {
  const patients = items.flatMap((item) => (item.patient ? [item.patient] : []));
  return {
    patientIds: [...new Set(patients.map((patient) => patient.patientId))],
    patientKeys: [...new Set(patients.map((patient) => patientKey(patient.familyName, patient.dateOfBirth)))],
  };
}

/** The fields a correction may change, in the order the record shows them, with their labels. */
export const CORRECTABLE_FIELDS = {
  givenName: 'Given name',
  familyName: 'Family name',
  dateOfBirth: 'Date of birth',
  phone: 'Phone',
  notes: 'Allergies or notes',
  delivery: 'Delivery',
  /** An animal's name, species and weight (decision 048). */
  animal: 'Animal',
} as const;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;

const ANIMAL_FIELD_LABELS: Partial<Record<CorrectableField, string>> = {
  givenName: 'Owner\u2019s given name',
  familyName: 'Owner\u2019s family name',
  phone: 'Owner\u2019s phone',
};

/**
 * The fields a patient's record shows, with their labels: a person's without the animal,
 * an animal's (decision 048) without a date of birth and with its owner's names and phone.
 */
export function correctableFieldsOf(details: { animal?: AnimalFacts | undefined }): [CorrectableField, string][] {
  const fields = Object.entries(CORRECTABLE_FIELDS) as [CorrectableField, string][];
  if (!details.animal) return fields.filter(([field]) => field !== 'animal');
  return fields.filter(([field]) => field !== 'dateOfBirth').map(([field, label]) => [field, ANIMAL_FIELD_LABELS[field] ?? label]);
}

/** The fields whose values differ between two versions of a patient's details. */
export function changedFields<Details extends { [Field in CorrectableField]?: unknown }>(before: Details, after: Details): CorrectableField[] {
  return (Object.keys(CORRECTABLE_FIELDS) as CorrectableField[]).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The bundle's file name: `patient-{id}-{Sydney date}.zip`. */
export const patientBundleFileName = (patientId: string, sydneyDate: string) => `patient-${patientId}-${sydneyDate}.zip`;

interface DeliveryLike {
  method: 'pickup' | 'delivery';
  address?: { street: string; suburb: string; state: string; postcode: string };
}

/** "Delivery to an address: 1 Darling Street, Balmain NSW 2041", or pickup (the order screens and the APP 12 summary). */
export function deliveryText(delivery: DeliveryLike): string {
  if (delivery.method !== 'delivery' || !delivery.address) return DELIVERY_METHOD_LABELS.pickup;
  const { street, suburb, state, postcode } = delivery.address;
  return `${DELIVERY_METHOD_LABELS.delivery}: ${street}, ${suburb} ${state} ${postcode}`;
}

interface DetailsLike {
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  phone: string | null;
  notes: string | null;
  delivery: DeliveryLike;
  animal?: AnimalFacts | undefined;
}

/** One field of a patient's details as a person reads it ("none" for an empty optional field). */
export function correctableFieldText(field: CorrectableField, details: DetailsLike): string {
  switch (field) {
    case 'dateOfBirth':
      return formatDateOfBirth(details.dateOfBirth);
    case 'phone':
      return details.phone ? formatAustralianPhone(details.phone) : 'none';
    case 'notes':
      return details.notes ?? 'none';
    case 'delivery':
      return deliveryText(details.delivery);
    case 'animal':
      return details.animal ? animalText(details.animal) : 'none';
    default:
      return details[field];
  }
}

/** A file size for people: "512 bytes", "2.0 KB", "9.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file listed for people: "script.pdf (application/pdf, 2.0 KB)". */
export function heldFileText(file: { fileName: string; contentType: string; size: number }): string {
  return `${file.fileName} (${file.contentType}, ${formatFileSize(file.size)})`;
}
