/**
 * What `npm run bench:admin` seeds (issue 13): practitioners, order requests, enquiries and
 * audit entries as the server writes them (with the lists' search and sort fields), each
 * carrying `benchMarker` so that only they are removed again. A fixed random seed: every
 * run measures the same data.
 */
import { Timestamp, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  BREACH_COLLECTIONS,
  COLLECTIONS,
  ENQUIRY_COLLECTIONS,
  ORDER_COLLECTIONS,
  ORDER_STATUSES,
  USER_STATUSES,
  orderListFields,
  orderPatientFields,
  orderReadyFields,
  userListFields,
  type OrderStatus,
} from '@pharmacy/shared';
import { storedLine } from '@pharmacy/shared/testing';
import { seededRandom } from '../seeded-random.ts';

export const BENCH_MARKER = 'admin-dashboard-bench';
const DAY_MS = 86_400_000;
/** Firestore takes at most 500 writes in a batch; a few batches in flight keep the emulator busy. */
const BATCH = 500;
const IN_FLIGHT = 4;


const FIRST = ['Amelia', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jack', 'Leila', 'Noah'];
const LAST = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Brown', 'Chen', "O'Connor", 'Kelly', 'Wilson', 'Haddad'];
const SUBURBS = ['Balmain NSW 2041', 'Newtown NSW 2042', 'Parramatta NSW 2150', 'Manly NSW 2095', 'Bondi NSW 2026'];

type Seeded = [ref: DocumentReference, data: Record<string, unknown>];

export interface BenchCounts {
  practitioners: number;
  orders: number;
  enquiries: number;
  auditEntries: number;
  /** Breaches, each naming BREACH_PATIENTS patients (decision 063 reads the register through the function). */
  breaches: number;
}

/** How many patients each seeded breach names. */
const BREACH_PATIENTS = 20;
/** How many distinct patients the seeded orders are for (ids only: no patients/{id} is written). */
const BENCH_PATIENTS = 5_000;

/** A patient of the seeded orders, chosen by the order's index so the random sequence stays as it was. */
export function benchPatient(index: number) {
  const n = (index * 7907) % BENCH_PATIENTS;
  return {
    patientId: `${BENCH_MARKER}-patient-${n}`,
    givenName: FIRST[n % FIRST.length] ?? 'Jane',
    familyName: LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Citizen',
    dateOfBirth: `19${50 + (n % 50)}-0${1 + (n % 9)}-1${n % 10}`,
    phone: null,
    notes: null,
    delivery: { method: 'pickup' as const },
  };
}

const MINUTE_MS = 60_000;
const MADE_READY: readonly OrderStatus[] = ['ready', 'dispatched', 'collected'];

/**
 * An order's status history as the function would have written it, and for one made
 * ready its time-to-ready fields (decision 031): ready from 30 minutes to about 3 days
 * after it was received (spread by its index, so the random sequence stays as it was),
 * never after `now`.
 */
function historyOf(status: OrderStatus, createdAt: Timestamp, index: number, now: number): Record<string, unknown> {
  const received = createdAt.toMillis();
  const at = (ms: number) => Timestamp.fromMillis(Math.min(ms, now));
  if (status === 'received') return { statusHistory: [{ status, at: createdAt, by: null }], updatedAt: createdAt };
  const readyAfter = (30 + ((index * 7919) % (72 * 60))) * MINUTE_MS;
  const steps: [OrderStatus, Timestamp][] = [['received', createdAt], ['in_progress', at(received + readyAfter / 2)]];
  if (MADE_READY.includes(status)) steps.push(['ready', at(received + readyAfter)]);
  if (status !== 'in_progress' && status !== 'ready') steps.push([status, at(received + readyAfter + 60 * MINUTE_MS)]);
  const statusHistory = steps.map(([step, time], position) => ({ status: step, at: time, by: position === 0 ? null : 'bench-admin' }));
  const ready = orderReadyFields(createdAt.toDate(), statusHistory.map((change) => ({ status: change.status, at: change.at.toDate() })));
  return {
    statusHistory,
    updatedAt: steps.at(-1)?.[1] ?? createdAt,
    ...(ready ? { ...ready, readyAt: Timestamp.fromDate(ready.readyAt) } : {}),
  };
}

/** Every document to seed, registered/submitted over the two years before `now`. */
export function benchDocuments(db: Firestore, counts: BenchCounts, now: number): Record<keyof BenchCounts, Seeded[]> {
  const next = seededRandom(2016);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const past = () => Timestamp.fromMillis(now - Math.floor(next() * 730 * DAY_MS));

  const people = Array.from({ length: counts.practitioners }, (_, index) => {
    const person = {
      firstName: pick(FIRST),
      lastName: pick(LAST),
      email: `practitioner-${index}@bench.example.test`,
      clinicName: `${pick(LAST)} Family Clinic`,
      clinicAddress: `${1 + Math.floor(next() * 200)} King Street, ${pick(SUBURBS)}`,
      practitionerNumber: `MED${String(Math.floor(next() * 1e7)).padStart(7, '0')}`,
    };
    const withDob = next() < 0.6;
    const data: Record<string, unknown> = {
      benchMarker: BENCH_MARKER,
      ...person,
      role: 'practitioner',
      status: pick(USER_STATUSES),
      emailVerified: true,
      createdAt: past(),
      ...(withDob ? { dobYear: 1950 + Math.floor(next() * 50), dobMonth: 1 + Math.floor(next() * 12), dobDay: 1 + Math.floor(next() * 28) } : {}),
    };
    return [db.collection(COLLECTIONS.users).doc(`${BENCH_MARKER}-${index}`), { ...data, ...userListFields(data) }] as Seeded;
  });

  const orders = Array.from({ length: counts.orders }, (_, index) => {
    const [ref, person] = pick(people);
    const createdAt = past();
    const day = createdAt.toDate().toISOString().slice(2, 10).replaceAll('-', '');
    // Z and base 36: never one of the product's own request IDs.
    const requestId = `HC-${day}-Z${index.toString(36).toUpperCase().padStart(4, '0')}`;
    const practitioner = person as Record<'firstName' | 'lastName' | 'email' | 'practitionerNumber' | 'clinicName' | 'clinicAddress', string>;
    const status = pick(ORDER_STATUSES);
    const items = [storedLine({ description: '', daysSupply: 28, patient: benchPatient(index) })];
    const data = {
      benchMarker: BENCH_MARKER,
      requestId,
      prescriberId: ref.id,
      practitioner: {
        firstName: practitioner.firstName,
        lastName: practitioner.lastName,
        email: practitioner.email,
        role: 'practitioner',
        practitionerNumber: practitioner.practitionerNumber,
        clinicName: practitioner.clinicName,
        clinicAddress: practitioner.clinicAddress,
      },
      // One Hydrocortisone Cream 1% 30g by mail, as the order factory builds it (decision 057).
      // For one of the bench's patients (their snapshot, as every order since issue 12 carries).
      items,
      // What the admin's patient search finds an order by (decision 040), as the function writes it.
      ...orderPatientFields(items),
      totalItems: 1,
      notes: '',
      status,
      ...historyOf(status, createdAt, index, now),
      createdAt,
      ...orderListFields(requestId, practitioner),
    };
    return [db.collection(ORDER_COLLECTIONS.orderRequests).doc(requestId), data] as Seeded;
  });

  const enquiries = Array.from({ length: counts.enquiries }, (_, index) => {
    const createdAt = past();
    const read = next() < 0.7;
    const handled = read && next() < 0.6;
    const data = {
      benchMarker: BENCH_MARKER,
      kind: next() < 0.5 ? 'contact' : 'script',
      firstName: pick(FIRST),
      lastName: pick(LAST),
      email: `sender-${index}@bench.example.test`,
      contactNumber: '+61491570156',
      notes: null,
      attachment: null,
      createdAt,
      readAt: read ? createdAt : null,
      handledAt: handled ? createdAt : null,
      handledBy: handled ? 'bench-admin' : null,
    };
    return [db.collection(ENQUIRY_COLLECTIONS.enquiries).doc(), data] as Seeded;
  });

  const actions = [AUDIT_ACTIONS.practitionerStatus, AUDIT_ACTIONS.orderStatus, AUDIT_ACTIONS.enquiryState, AUDIT_ACTIONS.orderScriptDownload];
  const auditEntries = Array.from({ length: counts.auditEntries }, (_, index) => {
    const data = {
      benchMarker: BENCH_MARKER,
      action: pick(actions),
      at: past(),
      actorUid: 'bench-admin',
      actorEmail: 'bench-admin@bench.example.test',
      target: { type: 'user', id: `${BENCH_MARKER}-${index % Math.max(1, counts.practitioners)}`, label: `Bench Person <bench-${index}@bench.example.test>` },
      details: { from: 'pending', to: 'approved' },
    };
    return [db.collection(ADMIN_COLLECTIONS.auditLog).doc(), data] as Seeded;
  });

  // After every other draw, so the documents above are the same whatever the breaches' count.
  const breaches = Array.from({ length: counts.breaches }, (_, index) => {
    const foundAt = past();
    const foundOn = foundAt.toDate().toISOString().slice(0, 10);
    const admin = { uid: 'bench-admin', email: 'bench-admin@bench.example.test' };
    const patients = Array.from({ length: BREACH_PATIENTS }, (_, n) => {
      const patient = benchPatient(index * BREACH_PATIENTS + n);
      return { id: patient.patientId, label: `${patient.givenName} ${patient.familyName}` };
    });
    const data = {
      benchMarker: BENCH_MARKER,
      description: `Bench breach ${index}: a laptop was left on a train.`,
      foundAt,
      foundOn,
      dueOn: foundOn,
      status: 'assessed',
      affected: { access: null, patients, described: '' },
      containment: '',
      outcome: { kind: 'not_eligible', reasons: 'Recovered unopened.' },
      notifications: { oaicNotifiedOn: null, individualsNotifiedOn: null, individualsHow: null },
      recordedBy: admin,
      recordedAt: foundAt,
      updatedBy: admin,
      updatedAt: foundAt,
      nextReminderOn: null,
      reminders: {},
      needsMailResend: false,
      mailChangedAt: null,
    };
    return [db.collection(BREACH_COLLECTIONS.breaches).doc(`${BENCH_MARKER}-breach-${index}`), data] as Seeded;
  });

  return { practitioners: people, orders, enquiries, auditEntries, breaches };
}

/** Runs `write` over the references in batches, a few batches at once. */
async function inBatches<T>(items: readonly T[], write: (batch: WriteBatch, item: T) => void, db: Firestore): Promise<void> {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) chunks.push(items.slice(start, start + BATCH));
  let next = 0;
  async function worker(): Promise<void> {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      const batch = db.batch();
      for (const item of chunk) write(batch, item);
      await batch.commit();
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

export async function writeSeeded(db: Firestore, documents: readonly Seeded[]): Promise<void> {
  await inBatches(documents, (batch, [ref, data]) => batch.set(ref, data), db);
}

const COLLECTION_NAMES = [COLLECTIONS.users, ORDER_COLLECTIONS.orderRequests, ENQUIRY_COLLECTIONS.enquiries, ADMIN_COLLECTIONS.auditLog, BREACH_COLLECTIONS.breaches];

/** Removes every document the bench seeded (also what an interrupted run left); the count removed. */
export async function deleteSeeded(db: Firestore): Promise<number> {
  let removed = 0;
  for (const name of COLLECTION_NAMES) {
    const seeded = await db.collection(name).where('benchMarker', '==', BENCH_MARKER).select().get();
    await inBatches(seeded.docs, (batch, doc) => batch.delete(doc.ref), db);
    removed += seeded.size;
  }
  return removed;
}
