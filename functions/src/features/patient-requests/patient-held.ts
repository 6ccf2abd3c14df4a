/**
 * The finder and everything held about one patient (APP 12, decision 040), from the
 * patient records (patients feature) and PatientHeldSource. Pure over the two stores,
 * so the routes, the bundle and the tests read the same assembly.
 */
import {
  PATIENT_FINDER_LIMIT,
  comparableFamilyName,
  heldLineOf,
  patientDetailsOf,
  patientKey,
  type FoundPatient,
  type HeldFile,
  type HeldOrder,
  type PatientDetails,
  type PatientHeld,
  type Prescriber,
} from '@pharmacy/shared';
import type { PatientRecord, PatientStore } from '../patients/index.ts';
import type { HeldOrderRecord, PatientHeldSource } from './held-source.ts';

/** Patients born on one day, read to compare family names; far more than share a birthday and a name. */
export const BORN_ON_READ_LIMIT = 2000;
/** Orders read for one family name and date of birth, to find patients whose record is gone. */
export const ORDERS_BY_KEY_LIMIT = 500;

export type PatientRecords = Pick<PatientStore, 'bornOn' | 'animalsOwnedBy' | 'getMany' | 'correctionsOf'>;

/** The prescriber as the order was sent. */
function orderPrescriber(order: HeldOrderRecord): Prescriber {
  const { firstName, lastName, clinicName, email } = order.practitioner;
  return { prescriberId: order.prescriberId, name: `${firstName} ${lastName}`.trim(), clinicName, email };
}

const unknownPrescriber = (prescriberId: string): Prescriber => ({ prescriberId, name: 'Prescriber no longer registered', clinicName: '', email: '' });

/**
 * Every prescriber's patients with this family name (case, accents and spacing aside) and
 * date of birth, or with dateOfBirth '' every animal whose owner has this family name
 * (decision 048: an animal has no date of birth, and its order items keep the key
 * `owner family name|`): their records, and the patients whose record is gone but whose orders
 * name them so (each order keeps the patient as sent). Sorted by name, then prescriber.
 */
export async function findPatients(
  records: PatientRecords,
  source: PatientHeldSource,
  familyName: string,
  dateOfBirth: string,
): Promise<FoundPatient[]> {
  const key = patientKey(familyName, dateOfBirth);
  const onRecord =
    dateOfBirth === '' ? records.animalsOwnedBy(comparableFamilyName(familyName), BORN_ON_READ_LIMIT) : records.bornOn(dateOfBirth, BORN_ON_READ_LIMIT);
  const [candidates, orders] = await Promise.all([onRecord, source.ordersByKey(key, ORDERS_BY_KEY_LIMIT)]);
  const matching = new Map<string, PatientRecord>([...candidates].filter(([, record]) => patientKey(record.familyName, record.dateOfBirth) === key));

  // Patients the orders name so, not among the records found: renamed since (a correction) or deleted.
  const fromOrders = new Map<string, { details: PatientDetails; prescriber: Prescriber }>();
  for (const order of orders) {
    for (const item of order.items) {
      const patient = item.patient;
      if (!patient || matching.has(patient.patientId) || fromOrders.has(patient.patientId)) continue;
      if (patientKey(patient.familyName, patient.dateOfBirth) !== key) continue;
      fromOrders.set(patient.patientId, { details: patientDetailsOf(patient), prescriber: orderPrescriber(order) });
    }
  }
  const stillOnRecord = await records.getMany([...fromOrders.keys()]);
  for (const [patientId, record] of stillOnRecord) matching.set(patientId, record);

  const prescribers = await source.prescribers([...matching.values()].map((record) => record.prescriberId));
  const found: FoundPatient[] = [
    ...[...matching].map(([patientId, record]) => ({
      patientId,
      givenName: record.givenName,
      familyName: record.familyName,
      dateOfBirth: record.dateOfBirth,
      ...(record.animal ? { animal: record.animal } : {}),
      prescriber: prescribers.get(record.prescriberId) ?? unknownPrescriber(record.prescriberId),
      onRecord: true,
    })),
    ...[...fromOrders]
      .filter(([patientId]) => !stillOnRecord.has(patientId))
      .map(([patientId, { details, prescriber }]) => ({
        patientId,
        givenName: details.givenName,
        familyName: details.familyName,
        dateOfBirth: details.dateOfBirth,
        ...(details.animal ? { animal: details.animal } : {}),
        prescriber,
        onRecord: false,
      })),
  ];
  const sortKey = (patient: FoundPatient) => `${patient.familyName} ${patient.givenName} ${patient.prescriber.name} ${patient.patientId}`.toLowerCase();
  return found.sort((a, b) => sortKey(a).localeCompare(sortKey(b))).slice(0, PATIENT_FINDER_LIMIT);
}

const heldFile = (file: HeldFile | null): HeldFile | null => (file ? { fileName: file.fileName, contentType: file.contentType, size: file.size } : null);

/**
 * Whether the order names anyone besides this patient. Its questions are on the order, not on
 * an item, so on such an order a question cannot be attributed to this patient (decision 065).
 */
const namesOthers = (order: HeldOrderRecord, patientId: string) => order.items.some((item) => item.patient?.patientId !== patientId);

/**
 * One order as held about this patient: only their items, and the order's questions with files
 * listed when the order is theirs alone; on an order naming others too, the questions are left
 * out and the order says so (decision 065).
 */
async function heldOrder(source: PatientHeldSource, order: HeldOrderRecord, patientId: string): Promise<HeldOrder> {
  const shared = namesOthers(order, patientId);
  const messages = shared ? [] : await source.messagesOf(order.requestId);
  return {
    requestId: order.requestId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    prescriber: orderPrescriber(order),
    items: order.items.flatMap((item, itemIndex) => (item.patient?.patientId === patientId ? [heldLineOf({ ...item, patient: item.patient }, itemIndex)] : [])),
    ...(shared ? { questionsLeftOut: true } : {}),
    questions: messages.map((message) => ({
      kind: message.kind,
      at: message.createdAt.toISOString(),
      authorName: message.author.name,
      authorRole: message.author.role,
      text: message.text,
      attachment: heldFile(message.attachment),
    })),
  };
}

/** Everything held about one patient, or null when no record and no order names them. */
export async function patientHeld(records: PatientRecords, source: PatientHeldSource, patientId: string, now: Date): Promise<PatientHeld | null> {
  const [found, orders, corrections] = await Promise.all([records.getMany([patientId]), source.ordersNaming(patientId), records.correctionsOf(patientId)]);
  const record = found.get(patientId) ?? null;
  if (!record && orders.length === 0) return null;
  const [prescribers, heldOrders, entries] = await Promise.all([
    record ? source.prescribers([record.prescriberId]) : Promise.resolve(new Map<string, Prescriber>()),
    Promise.all(orders.map((order) => heldOrder(source, order, patientId))),
    source.accessEntries(patientId),
  ]);
  return {
    patientId,
    generatedAt: now.toISOString(),
    record: record && {
      prescriber: prescribers.get(record.prescriberId) ?? unknownPrescriber(record.prescriberId),
      details: patientDetailsOf(record),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
      corrections: corrections.map((correction) => ({
        ...correction,
        at: correction.at.toISOString(),
        laterEdits: correction.laterEdits.map((edit) => ({ ...edit, at: edit.at.toISOString() })),
      })),
    },
    orders: heldOrders,
    accessEntries: entries.map(({ at, action, actorEmail, target }) => ({ at: at.toISOString(), action, actorEmail, target })),
  };
}

/** How the audit log names a patient: their name as held (never health details). */
export function heldLabel(held: PatientHeld): string {
  const details = held.record?.details ?? held.orders.flatMap((order) => order.items).find((item) => item.patient)?.patient;
  return details ? `${details.givenName} ${details.familyName}` : held.patientId;
}
