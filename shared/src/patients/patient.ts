/**
 * A practitioner's patients (issue 12, part 1): paths, limits, messages, the search
 * fields and how a patient reads on screen, shared by the dashboard, the admin's
 * order detail and the function. zod-free; the schemas are in patient-schema.ts.
 */
import { LOCALE } from '../platform/constants.ts';
import { normaliseSearch, prefixRange } from '../platform/list-search.ts';
import { CALENDAR_DATE_PATTERN, formatDateOfBirth, isCalendarDate } from '../platform/calendar-date.ts';
import { normalisePractitionerNumber } from '../accounts/index.ts';

export const PATIENT_API_PATHS = {
  /** POST creates one of the caller's patients; PUT `${patients}/{patientId}` edits one. */
  patients: '/api/patients',
} as const;

/** Server-written (firestore.rules: a practitioner reads their own patients, admins all, nobody writes). */
export const PATIENT_COLLECTIONS = {
  /** patients/{patientId}: one practitioner's patient, with its search fields. */
  patients: 'patients',
  /**
   * patientCorrections/{id}: an admin's correction of a patient's record (APP 13) and the later
   * edits of the fields it corrected, apart from the patient so that only the pharmacy reads
   * them (issue 32, decision 062): closed to every browser, served by the admin's /api.
   */
  patientCorrections: 'patientCorrections',
} as const;

export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Pickup at the pharmacy',
  delivery: 'Delivery to an address',
};

export const PATIENT_MAX_LENGTHS = { name: 100, phone: 30, notes: 1000, street: 200, suburb: 100, species: 60, email: 254 } as const;

/**
 * Who a patient is (issue 24 part 2, decision 048): a person, or an animal in a
 * veterinarian's care. An animal's record keeps its name, species and weight beside
 * its owner's given and family name and phone (the person the pharmacy deals with);
 * it has no date of birth. A stored patient without a kind is a person.
 */
export const PATIENT_KINDS = ['person', 'animal'] as const;
export type PatientKind = (typeof PATIENT_KINDS)[number];
/** An animal's weight in kilograms: from a mouse to a draught horse, at most two decimals. */
export const ANIMAL_WEIGHT_KG = { min: 0.01, max: 1500 } as const;

/** What an animal patient's record adds; the owner's names and phone are the details' givenName, familyName and phone. */
export interface AnimalFacts {
  name: string;
  species: string;
  weightKg: number;
}

/** The kind of patient a prescriber orders for: a veterinary board number means animals, anything else people. */
export function patientKindFor(practitionerNumber: string | undefined): PatientKind {
  return normalisePractitionerNumber(practitionerNumber ?? '')?.kind === 'veterinary' ? 'animal' : 'person';
}

/** A patient's kind; absent on every patient stored before animals (all people). */
export const patientKindOf = (patient: { kind?: PatientKind | undefined }): PatientKind => patient.kind ?? 'person';

/**
 * Why a prescriber who orders for `prescriberKind` may not have this patient (a person for
 * a veterinarian, an animal for anyone else), or null: asked by the server when a patient is
 * saved, by a prescriber or their staff, and when an order is placed.
 */
export function patientKindRefusal(patient: { kind?: PatientKind | undefined }, prescriberKind: PatientKind): { code: string; message: string } | null {
  if (patientKindOf(patient) === prescriberKind) return null;
  return {
    code: PATIENT_ERROR_CODES.patientKindRefused,
    message: prescriberKind === 'animal' ? ANIMAL_MESSAGES.vetOrdersForAnimals : ANIMAL_MESSAGES.peopleOnly,
  };
}

/** An animal's weight as people read it: "32.5 kg". */
export const formatWeightKg = (weightKg: number) => `${weightKg.toLocaleString(LOCALE, { maximumFractionDigits: 2 })} kg`;

/** "Rex, dog, 32.5 kg": how an animal is named on the order screens. */
export const animalText = (animal: AnimalFacts) => `${animal.name}, ${animal.species}, ${formatWeightKg(animal.weightKg)}`;

export const ANIMAL_MESSAGES = {
  kind: 'Please say whether the patient is a person or an animal.',
  name: "Please enter the animal's name.",
  nameTooLong: `Please shorten the animal's name to ${PATIENT_MAX_LENGTHS.name} characters or fewer.`,
  species: 'Please enter the species, e.g. dog, cat or horse.',
  speciesTooLong: `Please shorten the species to ${PATIENT_MAX_LENGTHS.species} characters or fewer.`,
  weight: "Please enter the animal's weight in kilograms, e.g. 12.5.",
  weightFormat: `Please enter the weight in kilograms as a number from ${ANIMAL_WEIGHT_KG.min} to ${ANIMAL_WEIGHT_KG.max.toLocaleString(LOCALE)}, with at most two decimals, e.g. 12.5.`,
  ownerGivenName: "Please enter the owner's given name.",
  ownerFamilyName: "Please enter the owner's family name.",
  ownerPhone: "Please enter the owner's phone number, e.g. 0412 345 678: the pharmacy calls the owner about the animal's medicine.",
  // What the server refuses.
  vetOrdersForAnimals:
    'Your registration is with a veterinary board, so your patients are animals: please enter the animal, its species and weight, and its owner.',
  peopleOnly: 'Your registration is with Ahpra, so your patients are people. Animals are ordered for by a prescriber registered with a veterinary board.',
  animalsOnlyFormula: 'This formula is for animals only and cannot be ordered for a person. Please choose another formula.',
  /** The order form's note on a formula the catalogue lists for people, chosen for an animal. */
  peopleFormulaForAnimal: 'Listed for people: prescribed for an animal off-label, under the veterinary cascade.',
} as const;
/** A date of birth further back than this many years is a typing mistake. */
export const MAX_PATIENT_AGE_YEARS = 120;
/** Patients listed for one search as the practitioner types. */
export const PATIENT_SEARCH_LIMIT = 10;

/** What the practitioner sees, each beside the field it is about. */
export const PATIENT_MESSAGES = {
  /**
   * The patient's (or an animal's owner's) e-mail, for notices only: the parcel's tracking
   * link (issue 33 part 5) and, where the patient pays, the link to pay the invoice (issue 34).
   */
  emailLabel: 'E-mail for notices (optional)',
  email: 'Please enter an e-mail address such as name@example.com, or leave it empty.',
  noticesConsentLabel: 'The patient agrees to receive notices by e-mail (a link to track the parcel or to pay the invoice, nothing else)',
  /** Where the patient's details are shown: the e-mail, and whether anything is sent to it. */
  noticesEmailTerm: 'E-mail for notices',
  noticesNotAgreed: '(the patient has not agreed: nothing is sent)',
  noticesConsentNeedsEmail: 'Please enter the e-mail for notices, or untick the patient\u2019s agreement.',
  /** Beside the e-mail, where it is collected (APP 5): what is sent, and through whom. */
  noticesHint: 'We send only a link to the parcel\u2019s tracking page or to pay the invoice, through our overseas e-mail provider (see our privacy policy).',
  givenName: "Please enter the patient's given name.",
  familyName: "Please enter the patient's family name.",
  nameTooLong: `Please shorten the name to ${PATIENT_MAX_LENGTHS.name} characters or fewer.`,
  dateOfBirth: "Please enter the patient's date of birth.",
  dateOfBirthInvalid: 'Please enter the date of birth as a real date, e.g. 15/03/1980.',
  dateOfBirthFuture: 'The date of birth cannot be in the future.',
  dateOfBirthTooOld: `The date of birth cannot be more than ${MAX_PATIENT_AGE_YEARS} years ago. Please check the year.`,
  phone: 'Please enter an Australian phone number, e.g. 02 5550 1234 or 0412 345 678, or leave it empty.',
  notesTooLong: `Please shorten the allergies and notes to ${PATIENT_MAX_LENGTHS.notes.toLocaleString(LOCALE)} characters or fewer.`,
  controlCharacters: 'Please remove special characters from this field.',
  deliveryMethod: 'Please choose pickup at the pharmacy or delivery to an address.',
  street: 'Please enter the street address for delivery.',
  streetTooLong: `Please shorten the street address to ${PATIENT_MAX_LENGTHS.street} characters or fewer.`,
  suburb: 'Please enter the suburb for delivery.',
  suburbTooLong: `Please shorten the suburb to ${PATIENT_MAX_LENGTHS.suburb} characters or fewer.`,
  state: 'Please choose the state or territory for delivery.',
  postcode: 'Please enter the 4-digit postcode for delivery.',
  /** Add to Cart without a patient. */
  choosePatient: 'Please choose the patient for this item, or add a new patient.',
  // What the server refuses.
  patientMissing: 'Every item needs its patient. Please choose the patient for each item in your cart.',
  patientNotFound: 'A patient in your cart is not one of your patients. Please choose the patient for that item again.',
  notYourPatient: 'That patient is not one of your patients.',
  /** An order stored before items named their patient. */
  noPatientRecorded: 'No patient recorded',
} as const;

/** Stable `code`s of the patient endpoints' and the order submit's refusals. */
export const PATIENT_ERROR_CODES = {
  patientMissing: 'patient_missing',
  patientNotFound: 'patient_not_found',
  /** A person patient for a veterinarian, or an animal for anyone else. */
  patientKindRefused: 'patient_kind_refused',
  /** An animals-only formula for a person. */
  formulaForAnimals: 'formula_for_animals',
} as const;

/** Why a YYYY-MM-DD date of birth cannot be right on `today` (YYYY-MM-DD in Sydney), or null. */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (dateOfBirth === '') return PATIENT_MESSAGES.dateOfBirth;
  if (!isCalendarDate(dateOfBirth)) return PATIENT_MESSAGES.dateOfBirthInvalid;
  if (dateOfBirth > today) return PATIENT_MESSAGES.dateOfBirthFuture;
  // Same month and day, MAX_PATIENT_AGE_YEARS earlier: born on that day is still allowed. Text compares as dates.
  const earliest = `${String(Number(today.slice(0, 4)) - MAX_PATIENT_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (dateOfBirth < earliest) return PATIENT_MESSAGES.dateOfBirthTooOld;
  return null;
}

/** The ways a practitioner may type a date of birth into the search: 15/03/1980, 15/3/1980, 1980-03-15. */
function dateOfBirthForms(dateOfBirth: string): string[] {
  const match = CALENDAR_DATE_PATTERN.exec(dateOfBirth);
  if (!match) return [];
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return [`${day}/${month}/${year}`, `${Number(day)}/${Number(month)}/${year}`, dateOfBirth];
}

export interface PatientSearchSource {
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  kind?: PatientKind | undefined;
  animal?: AnimalFacts | undefined;
}

/**
 * The normalised texts the patient finder matches the start of (decision 074), each read
 * with one range (list-search.ts, prefixRange), so production answers from an index:
 * `name` "given family" (so also the given name), `reversed` "family given" (so also the
 * family name, and "family, given" as the term drops the comma), `animal` "animal family"
 * (an animal's own name; '' for a person), and the date of birth in the three ways it is
 * typed (`dob` 15/03/1980, `dobShort` 15/3/1980, `dobIso` 1980-03-15; '' for an animal).
 */
export interface PatientSearchKeys {
  name: string;
  reversed: string;
  animal: string;
  dob: string;
  dobShort: string;
  dobIso: string;
}
/** In name order, as Firestore orders the fields of its ranges after the sort (firestore.indexes.json). */
export const PATIENT_SEARCH_KEYS = ['animal', 'dob', 'dobIso', 'dobShort', 'name', 'reversed'] as const satisfies readonly (keyof PatientSearchKeys)[];
const NAME_KEYS = ['animal', 'name', 'reversed'] as const satisfies readonly (keyof PatientSearchKeys)[];
const DATE_KEYS = ['dob', 'dobIso', 'dobShort'] as const satisfies readonly (keyof PatientSearchKeys)[];

export interface PatientSearchFields {
  /** What the finder's ranges read (decision 074). */
  searchKeys: PatientSearchKeys;
  /** The order search results come in: family name, given name, date of birth (an animal: owner's family name, animal's name). */
  sortKey: string;
  /** An animal's owner's family name as the admin's finder compares it (patient-requests' patient-requests.ts, ownerKey); absent for a person. */
  ownerKey?: string;
}

/** What the server stores beside a patient so the dashboard finds them by the start of a name or date of birth. */
export function patientSearchFields({ givenName, familyName, dateOfBirth, animal }: PatientSearchSource): PatientSearchFields {
  // Keys in name order, as Firestore gives a map back, so the backfill finds a stored record unchanged.
  const keys = (animalKey: string, [dob = '', dobShort = '', dobIso = '']: string[]): PatientSearchKeys => ({
    animal: animalKey,
    dob,
    dobIso,
    dobShort,
    name: normaliseSearch(`${givenName} ${familyName}`),
    reversed: normaliseSearch(`${familyName} ${givenName}`),
  });
  if (animal) {
    // An animal is found by its own name, its owner's names, or "Rex Citizen" as vets file it.
    return {
      searchKeys: keys(normaliseSearch(`${animal.name} ${familyName}`), []),
      sortKey: normaliseSearch(`${familyName} ${animal.name} ${givenName}`),
      ownerKey: comparableFamilyName(familyName),
    };
  }
  return {
    searchKeys: keys('', dateOfBirthForms(dateOfBirth)),
    sortKey: normaliseSearch(`${familyName} ${givenName} ${dateOfBirth}`),
  };
}

/**
 * What the search looks up for the text typed: lower case like the stored keys, a comma
 * as a space ("Citizen, Jane" is "citizen jane"), a date typed with dots or dashes
 * (15.03.1980, 15-03-1980) read as 15/03/1980. '' when nothing worth searching was typed.
 */
export function patientSearchTerm(typed: string): string {
  const term = normaliseSearch(typed.replace(/,/g, ' '));
  return /^\d{1,2}[.-]/.test(term) ? term.replace(/[.-]/g, '/') : term;
}

/**
 * The patient finder's query for a term (decision 074), for both SDKs: the prescriber's
 * patients (firestore.rules let a practitioner list only their own) where any of the keys
 * starts with the term (a term that starts with a digit is a date of birth: the date keys;
 * any other the name keys), ordered by `sortKey` and then by every key, as Firestore orders
 * a query with ranges, so one composite index serves every range.
 */
export function patientSearchQuery(prescriberId: string, term: string): {
  prescriberId: string;
  anyOf: { field: `searchKeys.${keyof PatientSearchKeys}`; start: string; end: string }[];
  orderBy: string[];
} {
  const keys = /^\d/.test(term) ? DATE_KEYS : NAME_KEYS;
  const { start, end } = prefixRange(term);
  return {
    prescriberId,
    anyOf: keys.map((key) => ({ field: `searchKeys.${key}` as const, start, end })),
    orderBy: ['sortKey', ...PATIENT_SEARCH_KEYS.map((key) => `searchKeys.${key}`)],
  };
}

/** Whether stored keys match a term as the finder's query does (the tests' in-memory store). */
export function patientKeysMatch(keys: PatientSearchKeys | undefined, term: string): boolean {
  if (!keys || term === '') return false;
  return (/^\d/.test(term) ? DATE_KEYS : NAME_KEYS).some((key) => keys[key].startsWith(term));
}

export interface PatientLabelSource {
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  animal?: AnimalFacts | undefined;
}

/**
 * "Jane Citizen (DOB 15/03/1980)": how a patient is named in lists and on each item;
 * an animal as "Rex, dog, 32.5 kg (owner Jane Citizen)".
 */
export function patientLabel({ givenName, familyName, dateOfBirth, animal }: PatientLabelSource): string {
  if (animal) return `${animalText(animal)} (owner ${givenName} ${familyName})`;
  return `${givenName} ${familyName} (DOB ${formatDateOfBirth(dateOfBirth)})`;
}

/** How the admin's finder compares family names: case, accents and spacing aside (Nguyễn is nguyen). */
export function comparableFamilyName(familyName: string): string {
  return familyName.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');
}

/** +61412345678 as 0412 345 678, +61255501234 as 02 5550 1234; any other text as it is. */
export function formatAustralianPhone(e164: string): string {
  const mobile = /^\+614(\d{2})(\d{3})(\d{3})$/.exec(e164);
  if (mobile) return `04${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const landline = /^\+61([2378])(\d{4})(\d{4})$/.exec(e164);
  if (landline) return `0${landline[1]} ${landline[2]} ${landline[3]}`;
  return e164;
}
