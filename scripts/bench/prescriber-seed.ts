/**
 * What `npm run bench:prescriber` seeds (issue 35 part 3): one busy clinic's patients (a
 * prescriber's people and a veterinarian's animals), its order requests over three years
 * (some with a course and its supplies, some with a question waiting), and order drafts
 * prepared by its staff, each as the function stores it (with the search, list and patient
 * fields) and carrying `benchMarker`, so that only they are removed again. The accounts
 * (prescriber, vet, staff and their links) come from tests/support/users.ts. A fixed
 * random seed: every run measures the same data.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  ORDER_COLLECTIONS,
  ORDER_DRAFT_COLLECTION,
  ORDER_STATUSES,
  PATIENT_COLLECTIONS,
  orderListFields,
  orderPatientFields,
  patientSearchFields,
  type OrderItem,
  type OrderRequest,
  type OrderStatus,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { LIDOCAINE, storedLine, testPatient, wireLine } from '@pharmacy/shared/testing';
import { seededRandom } from '../seeded-random.ts';
import { writeSeeded } from './admin-seed.ts';

export const CLINIC_BENCH_MARKER = 'prescriber-clinic-bench';
const DAY_MS = 86_400_000;
const YEARS_OF_ORDERS = 3;

export const GIVEN = ['Amelia', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jack', 'Leila', 'Noah', 'Olivia', 'Priya', 'Quentin', 'Ruby', 'Sam', 'Tara', 'Umar', 'Vera'];
export const FAMILY = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Brown', 'Chen', "O'Connor", 'Kelly', 'Wilson', 'Haddad', 'Jones', 'Taylor', 'Martin', 'Lee', 'Walker', 'Singh', 'Ryan', 'Murphy', 'Campbell', 'Khoury', 'Moretti', 'Tran', 'Young', 'Evans'];
const ANIMALS = ['Rex', 'Bella', 'Max', 'Luna', 'Charlie', 'Daisy', 'Milo', 'Coco', 'Rocky', 'Molly', 'Toby', 'Ruby'];
const SPECIES = ['dog', 'cat', 'horse', 'rabbit'];

export interface ClinicCounts {
  /** The prescriber's patients (people). */
  people: number;
  /** The clinic veterinarian's patients. */
  animals: number;
  /** The prescriber's order requests over three years. */
  orders: number;
  /** Orders with an item that is a course (repeats) with its supplies recorded. */
  courses: number;
  /** Drafts prepared by the clinic's staff: a fifth wait for signature, the rest were signed. */
  drafts: number;
}

export interface ClinicPeople {
  prescriber: { uid: string; practitioner: OrderRequest['practitioner'] };
  vet: { uid: string };
  staff: { uid: string; email: string; name: string }[];
}

type Seeded = [ref: DocumentReference, data: Record<string, unknown>];

export interface ClinicDocuments {
  patients: Seeded[];
  orders: Seeded[];
  drafts: Seeded[];
  /** Patients of the prescriber with a course, for the course figure. */
  coursePatients: PatientSnapshot[];
  /** The people and animals, for the finder's searches. */
  people: PatientSnapshot[];
  animals: PatientSnapshot[];
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The fields the patient store writes beside a patient's details. */
function storedPatient(prescriberId: string, snapshot: PatientSnapshot, at: Timestamp): Record<string, unknown> {
  const { patientId: _id, ...details } = snapshot;
  return { benchMarker: CLINIC_BENCH_MARKER, prescriberId, ...details, ...patientSearchFields(details), createdAt: at, updatedAt: at };
}

/** Every document to seed, the orders spread over the three years before `now`. */
export function clinicDocuments(db: Firestore, counts: ClinicCounts, who: ClinicPeople, now: number): ClinicDocuments {
  const next = seededRandom(3503);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const past = (days: number) => Timestamp.fromMillis(now - Math.floor(next() * days * DAY_MS));
  const patients = db.collection(PATIENT_COLLECTIONS.patients);

  const people = Array.from({ length: counts.people }, (_, index) =>
    testPatient({
      patientId: `${CLINIC_BENCH_MARKER}-person-${index}`,
      givenName: pick(GIVEN),
      familyName: pick(FAMILY),
      dateOfBirth: `${1940 + Math.floor(next() * 70)}-${pad2(1 + Math.floor(next() * 12))}-${pad2(1 + Math.floor(next() * 28))}`,
      kind: 'person',
      phone: next() < 0.5 ? '+61491570156' : null,
    }),
  );
  const animals = Array.from({ length: counts.animals }, (_, index) =>
    testPatient({
      patientId: `${CLINIC_BENCH_MARKER}-animal-${index}`,
      givenName: pick(GIVEN),
      familyName: pick(FAMILY),
      dateOfBirth: '',
      phone: '+61491570156',
      kind: 'animal',
      animal: { name: pick(ANIMALS), species: pick(SPECIES), weightKg: Math.round(next() * 4000) / 100 + 1 },
    }),
  );
  const patientDocs: Seeded[] = [
    ...people.map((patient) => [patients.doc(patient.patientId), storedPatient(who.prescriber.uid, patient, past(YEARS_OF_ORDERS * 365))] as Seeded),
    ...animals.map((patient) => [patients.doc(patient.patientId), storedPatient(who.vet.uid, patient, past(YEARS_OF_ORDERS * 365))] as Seeded),
  ];

  // The first `courses` people each have one course: its first order, with 1 to 3 supplies made.
  const coursePatients = people.slice(0, counts.courses);
  const orders = Array.from({ length: counts.orders }, (_, index) => {
    const createdAt = past(YEARS_OF_ORDERS * 365);
    const day = createdAt.toDate().toISOString().slice(2, 10).replaceAll('-', '');
    // Z and base 36: never one of the product's own request IDs.
    const requestId = `HC-${day}-Z${index.toString(36).toUpperCase().padStart(4, '0')}`;
    const isCourse = index < counts.courses;
    const patient = isCourse ? (people[index] as PatientSnapshot) : pick(people);
    const items: OrderItem[] = [storedLine({ patient, daysSupply: 28 })];
    if (next() < 0.3) items.push(storedLine({ ...LIDOCAINE, patient: next() < 0.5 ? patient : pick(people), quantity: 2 }));
    // The ones with a course are older than the rest: supplies take months.
    const status: OrderStatus = isCourse ? 'collected' : createdAt.toMillis() < now - 30 * DAY_MS ? pick(['collected', 'dispatched', 'collected', 'cancelled'] as const) : pick(ORDER_STATUSES);
    if (isCourse) {
      const supplied = 1 + (index % 3);
      items[0] = {
        ...(items[0] as OrderItem),
        repeats: 5,
        repeatIntervalDays: 28,
        supplies: Array.from({ length: supplied }, (_, repeat) => ({
          repeat,
          at: new Date(createdAt.toMillis() + repeat * 30 * DAY_MS + DAY_MS).toISOString(),
          by: 'bench-admin',
          requestId,
        })),
      };
    }
    const history = [{ status: 'received' as OrderStatus, at: createdAt, by: null as string | null }];
    if (status !== 'received') history.push({ status, at: Timestamp.fromMillis(createdAt.toMillis() + 3_600_000), by: 'bench-admin' });
    const asked = status !== 'cancelled' && next() < 0.02;
    const sent = { status: 'sent', attempts: 1, error: null, lastAttemptAt: createdAt };
    const data = {
      benchMarker: CLINIC_BENCH_MARKER,
      requestId,
      prescriberId: who.prescriber.uid,
      practitioner: who.prescriber.practitioner,
      items,
      totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
      notes: '',
      status,
      statusHistory: history,
      createdAt,
      updatedAt: history.at(-1)?.at ?? createdAt,
      originalAwaited: false,
      originalDueDate: null,
      originalReminderOn: null,
      mail: { practitioner: sent, pharmacy: sent },
      needsMailResend: false,
      ...(asked ? { clarification: { status: 'requested', askedAt: createdAt, answeredAt: null, messages: 1 } } : {}),
      ...orderListFields(requestId, who.prescriber.practitioner),
      ...orderPatientFields(items),
    };
    return [db.collection(ORDER_COLLECTIONS.orderRequests).doc(requestId), data] as Seeded;
  });

  const drafts = Array.from({ length: counts.drafts }, (_, index) => {
    const staff = who.staff[index % who.staff.length] ?? { uid: 'bench-staff', email: 'staff@bench.example.test', name: 'Bench Staff' };
    const preparedBy = { uid: staff.uid, name: staff.name, email: staff.email };
    const waiting = index % 5 === 0;
    const updatedAt = past(waiting ? 7 : 365);
    const patient = pick(people);
    const data = {
      benchMarker: CLINIC_BENCH_MARKER,
      prescriberId: who.prescriber.uid,
      preparedBy,
      status: waiting ? 'awaiting_signature' : 'signed',
      cart: [wireLine({ patientId: patient.patientId })],
      notes: '',
      patients: [patient],
      scripts: [null],
      note: '',
      lastChangedBy: { uid: staff.uid, name: staff.name },
      createdAt: updatedAt,
      updatedAt,
      orderRequestId: waiting ? null : `HC-000000-D${index.toString(36).toUpperCase().padStart(4, '0')}`,
      signedBy: waiting ? null : { uid: who.prescriber.uid, name: `${who.prescriber.practitioner.firstName} ${who.prescriber.practitioner.lastName}` },
      version: 1,
    };
    return [db.collection(ORDER_DRAFT_COLLECTION).doc(`${CLINIC_BENCH_MARKER}-draft-${index}`), data] as Seeded;
  });

  return { patients: patientDocs, orders, drafts, coursePatients, people, animals };
}

export const writeClinic = writeSeeded;

const COLLECTION_NAMES = [PATIENT_COLLECTIONS.patients, ORDER_COLLECTIONS.orderRequests, ORDER_DRAFT_COLLECTION];

/** Removes every document the bench seeded (also what an interrupted run left); the count removed. */
export async function deleteClinic(db: Firestore): Promise<number> {
  let removed = 0;
  for (const name of COLLECTION_NAMES) {
    const seeded = await db.collection(name).where('benchMarker', '==', CLINIC_BENCH_MARKER).select().get();
    for (let start = 0; start < seeded.docs.length; start += 500) {
      const batch = db.batch();
      for (const doc of seeded.docs.slice(start, start + 500)) batch.delete(doc.ref);
      await batch.commit();
    }
    removed += seeded.size;
  }
  return removed;
}
