/**
 * Adds the stored search and sort fields (decision 023; a users record's `searchKeys`,
 * decision 070; a patient's `searchKeys`, decision 074), an order's time-to-ready fields (decision 031) and the patients it names
 * (decision 040), to records written before they existed, and corrects any that drifted.
 * It removes the users records' `searchPrefixes`, which nothing reads since decision 070, and
 * the patients' since decision 074. Safe to run again: it writes only what
 * differs. The seed runs it on every start; against a real project run
 * `npx tsx scripts/stack/backfill-list-fields.ts <project-id>` with application default
 * credentials, once after deploying.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  ORDER_COLLECTIONS,
  PATIENT_COLLECTIONS,
  orderListFields,
  orderPatientFields,
  orderReadyFields,
  patientSearchFields,
  userListFields,
} from '@pharmacy/shared';

const PAGE = 400;

type Fields = (data: Record<string, unknown>, id: string) => Record<string, unknown>;

/** A field to remove: written only to a record that still has it. */
const REMOVED = FieldValue.delete();
const differs = (data: Record<string, unknown>, key: string, value: unknown) => (value === REMOVED ? key in data : JSON.stringify(data[key]) !== JSON.stringify(value));

async function backfill(db: Firestore, collection: string, fields: Fields): Promise<number> {
  let written = 0;
  let after: string | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const snapshot = await query.get();
    if (snapshot.empty) return written;
    const batch = db.batch();
    let changes = 0;
    for (const doc of snapshot.docs) {
      const data = doc.data();
      const wanted = fields(data, doc.id);
      if (Object.entries(wanted).some(([key, value]) => differs(data, key, value))) {
        batch.update(doc.ref, wanted);
        changes += 1;
      }
    }
    if (changes > 0) await batch.commit();
    written += changes;
    after = snapshot.docs.at(-1)?.id;
    if (snapshot.size < PAGE) return written;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** readyAt and minutesToReady from the status history, for an order that was ever made ready. */
function readyFields(data: Record<string, unknown>): Record<string, unknown> {
  const createdAt = date(data.createdAt);
  const history = Array.isArray(data.statusHistory) ? (data.statusHistory as Record<string, unknown>[]) : [];
  const changes = history.flatMap((change) => {
    const at = date(change.at);
    return at && typeof change.status === 'string' ? [{ status: change.status, at }] : [];
  });
  const ready = createdAt ? orderReadyFields(createdAt, changes) : null;
  // Stored as a Timestamp, so that an unchanged order compares equal and is not written again.
  return ready ? { ...ready, readyAt: Timestamp.fromDate(ready.readyAt) } : {};
}

/** patientIds and patientKeys from the items' patients (decision 040). */
function orderPatients(data: Record<string, unknown>): Record<string, unknown> {
  const items = Array.isArray(data.items) ? (data.items as { patient?: unknown }[]) : [];
  const patients = items.flatMap((item) => {
    const patient = (item.patient ?? {}) as Record<string, unknown>;
    const [patientId, familyName, dateOfBirth] = [text(patient.patientId), text(patient.familyName), text(patient.dateOfBirth)];
    return patientId !== undefined && familyName !== undefined && dateOfBirth !== undefined ? [{ patient: { patientId, familyName, dateOfBirth } }] : [];
  });
  return { ...orderPatientFields(patients) };
}

/** A patient's finder keys and sort key from its details (an animal's owner key too), without the old prefixes. */
function patientFields(data: Record<string, unknown>): Record<string, unknown> {
  const animal = (data.animal ?? null) as { name?: unknown; species?: unknown; weightKg?: unknown } | null;
  const facts = animal && typeof animal.name === 'string' ? { animal: { name: animal.name, species: text(animal.species) ?? '', weightKg: typeof animal.weightKg === 'number' ? animal.weightKg : 0 } } : {};
  return {
    ...patientSearchFields({ givenName: text(data.givenName) ?? '', familyName: text(data.familyName) ?? '', dateOfBirth: text(data.dateOfBirth) ?? '', ...facts }),
    searchPrefixes: REMOVED,
  };
}

/** users, orderRequests and patients; returns how many documents were updated in each. */
export async function backfillListFields(db: Firestore): Promise<{ users: number; orderRequests: number; patients: number }> {
  const users = await backfill(db, COLLECTIONS.users, (data) => ({
    ...userListFields({
      firstName: text(data.firstName),
      lastName: text(data.lastName),
      email: text(data.email),
      practitionerNumber: text(data.practitionerNumber),
      clinicName: text(data.clinicName),
      clinicAddress: text(data.clinicAddress),
      dobYear: int(data.dobYear),
      dobMonth: int(data.dobMonth),
      dobDay: int(data.dobDay),
    }),
    searchPrefixes: REMOVED,
  }));
  const orderRequests = await backfill(db, ORDER_COLLECTIONS.orderRequests, (data, id) => {
    const practitioner = (data.practitioner ?? {}) as Record<string, unknown>;
    return { ...orderListFields(id, {
      firstName: text(practitioner.firstName),
      lastName: text(practitioner.lastName),
      email: text(practitioner.email),
      clinicName: text(practitioner.clinicName),
    }), ...readyFields(data), ...orderPatients(data) };
  });
  const patients = await backfill(db, PATIENT_COLLECTIONS.patients, patientFields);
  return { users, orderRequests, patients };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectId = process.argv[2];
  if (!projectId) {
    console.error('usage: tsx scripts/stack/backfill-list-fields.ts <project-id>');
    process.exit(2);
  }
  const counts = await backfillListFields(getFirestore(initializeApp({ projectId })));
  console.log(`Updated ${counts.users} users, ${counts.orderRequests} order requests and ${counts.patients} patients.`);
}
