/**
 * The people of the demo pharmacy: its approved prescriber, a clinic's worth of their
 * patients, each with what they are usually prescribed from the built-in catalogue, and
 * the public's enquiries. Every phone number is one ACMA keeps for fiction (0491 570 006,
 * 0491 570 156 ... 0491 579 455), so none rings a real person.
 */
import type { CatalogueChoice, PatientDetails } from '@pharmacy/shared';

export interface PrescriberLogin {
  email: string;
  password: string;
}

export function demoPrescriberLogin(): PrescriberLogin {
  return {
    email: process.env.PRESCRIBER_EMAIL || 'prescriber@harbourside.test',
    password: process.env.PRESCRIBER_PASSWORD || 'Harbourside-Prescriber-2026',
  };
}

/** Dr Bennett's practice nurse, a staff member who prepares orders for her to sign (decisions 044, 045). */
export function demoStaffLogin(): PrescriberLogin & { name: string } {
  return {
    email: process.env.STAFF_EMAIL || 'nurse@harbourside.test',
    password: process.env.STAFF_PASSWORD || 'Harbourside-Staff-2026',
    name: 'Nina Patel',
  };
}

/** The prescriber's registration details, as the onboarding copies them onto users/{uid}. */
export const DEMO_PRESCRIBER = {
  firstName: 'Olivia',
  lastName: 'Bennett',
  practitionerNumber: 'MED0001234567',
  clinicName: 'Glebe Point Family Practice',
  clinicAddress: '112 Glebe Point Road, Glebe NSW 2037, Australia',
} as const;

/**
 * Practitioners who registered this week and verified their e-mail: they wait for the
 * pharmacy's approval, the admin's first job (the stat cards' Pending and New This Week).
 */
export const DEMO_REGISTRANTS = [
  {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@newtown-skin.test',
    practitionerNumber: 'MED0009876543',
    clinicName: 'Newtown Skin Clinic',
    clinicAddress: '245 King Street, Newtown NSW 2042, Australia',
    registeredDaysAgo: 1,
  },
  {
    firstName: 'Samuel',
    lastName: 'Okafor',
    email: 'samuel.okafor@marrickville-health.test',
    practitionerNumber: 'NMW0002468135',
    clinicName: 'Marrickville Community Health',
    clinicAddress: '18 Illawarra Road, Marrickville NSW 2204, Australia',
    registeredDaysAgo: 3,
  },
] as const;

export interface DemoPatient {
  details: PatientDetails;
  /** What the prescriber usually orders for them; an item may add `also`. */
  usual: CatalogueChoice;
  also?: CatalogueChoice;
}

const pickup = { method: 'pickup' } as const;
const deliverTo = (street: string, suburb: string, postcode: string) =>
  ({ method: 'delivery', address: { street, suburb, state: 'NSW', postcode } }) as const;

const hydrocortisone = { condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' };
const barrierCream = { condition: 'dermatitis', formula: 'ceramide-barrier-cream', strength: 'Standard', amount: '60g' };
const diclofenac = { condition: 'pain', formula: 'diclofenac-transdermal-gel', strength: '5%', amount: '60g' };
const lidocaine = { condition: 'pain', formula: 'lidocaine-topical-cream', strength: '5%', amount: '30g' };
const progesterone = { condition: 'hormone', formula: 'progesterone-transdermal-cream', strength: '20mg/g', amount: '60g' };
const oestriol = { condition: 'hormone', formula: 'oestriol-vaginal-cream', strength: '0.5mg/g', amount: '15g' };
const omeprazole = { condition: 'paediatric', formula: 'omeprazole-oral-suspension', strength: '2mg/mL', amount: '100mL' };
const melatonin = { condition: 'paediatric', formula: 'melatonin-oral-liquid', strength: '1mg/mL', amount: '50mL' };
const sugarFreeBase = { condition: 'other', formula: 'sugar-free-oral-liquid-base', strength: '', amount: '200mL' };

const patient = (
  givenName: string,
  familyName: string,
  dateOfBirth: string,
  phone: string | null,
  notes: string | null,
  delivery: PatientDetails['delivery'],
): PatientDetails => ({ givenName, familyName, dateOfBirth, phone, notes, delivery });

export const DEMO_PATIENTS: readonly DemoPatient[] = [
  { details: patient('Margaret', 'Kelly', '1948-03-15', '+61491570006', 'Arthritic hands: a pump pack is easier than a tube.', deliverTo('14 Darling Street', 'Balmain', '2041')), usual: diclofenac },
  { details: patient('Liam', 'Nguyen', '2019-07-02', '+61491570157', 'Allergic to peanuts.', pickup), usual: omeprazole },
  { details: patient('Priya', 'Raman', '1976-11-23', '+61491570158', null, deliverTo('3/27 Wigram Road', 'Forest Lodge', '2037')), usual: progesterone },
  { details: patient('Jack', "O'Connor", '1990-01-30', '+61491570159', null, pickup), usual: lidocaine },
  { details: patient('Chloe', 'Williams', '2016-05-11', '+61491570110', 'Sensitive to lanolin.', pickup), usual: hydrocortisone, also: barrierCream },
  { details: patient('Hiroshi', 'Tanaka', '1955-09-08', '+61491570313', null, deliverTo('8 Mansfield Street', 'Rozelle', '2039')), usual: diclofenac, also: lidocaine },
  { details: patient('Amelia', 'Haddad', '1962-04-19', '+61491570737', 'Prefers morning deliveries.', deliverTo('61 Bridge Road', 'Glebe', '2037')), usual: oestriol },
  { details: patient('Noah', 'Smith', '2021-12-05', '+61491571266', null, pickup), usual: melatonin },
  { details: patient('Grace', 'Papadopoulos', '1984-08-27', '+61491571491', 'Avoid sucrose: type 1 diabetes.', pickup), usual: sugarFreeBase },
  { details: patient('Farid', 'Rahimi', '1971-02-14', null, null, deliverTo('22 Australia Street', 'Camperdown', '2050')), usual: hydrocortisone },
  { details: patient('Isla', 'MacDonald', '1999-10-03', '+61491571804', null, pickup), usual: barrierCream },
  { details: patient('Tom', 'Fraser', '1939-06-21', '+61491572549', 'Lives alone; his daughter collects the parcel.', deliverTo('5 Ferris Street', 'Annandale', '2038')), usual: lidocaine },
];

export interface DemoEnquirer {
  kind: 'contact' | 'script';
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  notes: string | null;
  /** A script upload with the e-script's token code instead of a file. */
  escriptCode?: string;
  /** A script upload with a photo of the script (a tiny PNG stands in for it). */
  withFile?: boolean;
}

export const DEMO_ENQUIRERS: readonly DemoEnquirer[] = [
  {
    kind: 'contact',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    email: 'sarah.mitchell@example.com',
    contactNumber: '+61491572665',
    notes: 'Do you make sugar-free liquids for children? Our GP suggested asking you.',
  },
  {
    kind: 'contact',
    firstName: 'David',
    lastName: 'Chen',
    email: 'david.chen@example.com',
    contactNumber: '+61491572983',
    notes: 'What are your opening hours over the Easter long weekend?',
  },
  { kind: 'script', firstName: 'Emma', lastName: 'Walsh', email: 'emma.walsh@example.com', contactNumber: '+61491573770', notes: null, withFile: true },
  {
    kind: 'script',
    firstName: 'Ben',
    lastName: 'Okafor',
    email: 'ben.okafor@example.com',
    contactNumber: '+61491573087',
    notes: 'For my father; we can collect on Friday.',
    escriptCode: '2KX7P9DEMO4QR8TV3M',
  },
];
