/**
 * The Firestore and Cloud Storage adapters of the enquiry, order and submission-key stores, run
 * against the emulators with the same contract the unit tests' in-memory stores
 * pass (functions/src/features/{enquiries,orders}/testing/*-store-contract.ts), so a
 * test double cannot quietly behave differently from the real store.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { ADMIN_COLLECTIONS, COLLECTIONS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS, ORDER_THREAD_COLLECTION, orderPatientFields } from '@pharmacy/shared';
import type { HeldSeed } from '../../functions/src/features/patient-requests/testing/held-source-contract.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { DEFAULT_BUCKET } from '../support/enquiries.ts';
import { STACK_PROJECT_ID } from '../support/stack.ts';

// The function's own Admin SDK set-up (platform/firebase.ts) reads these, as it
// does in the Functions emulator; the emulator hosts are set by support/admin.ts.
process.env.GCLOUD_PROJECT ??= STACK_PROJECT_ID;
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: STACK_PROJECT_ID, storageBucket: DEFAULT_BUCKET });

const { describeEnquiryStoreContract } = await import('../../functions/src/features/enquiries/testing/enquiry-store-contract.ts');
const { enquiryStore } = await import('../../functions/src/features/enquiries/enquiry-store.ts');
const { CONTRACT_PRACTITIONER_ID, describeOrderStoreContract } = await import(
  '../../functions/src/features/orders/testing/order-store-contract.ts'
);
const { orderStore } = await import('../../functions/src/features/orders/order-store.ts');
const { CONTRACT_SUBMITTER_UID, describeSubmissionKeyStoreContract } = await import(
  '../../functions/src/features/orders/testing/submission-key-store-contract.ts'
);
const { submissionKeyStore } = await import('../../functions/src/features/orders/submission-key-store.ts');
const { CONTRACT_PRACTITIONER_PREFIX, describeHeldSourceContract } = await import(
  '../../functions/src/features/patient-requests/testing/held-source-contract.ts'
);
const { firestoreHeldSource } = await import('../../functions/src/features/patient-requests/firestore-held-source.ts');
const { COMPOUNDING_CONTRACT_PRACTITIONER, describeCompoundingStoreContract } = await import(
  '../../functions/src/features/compounding-records/testing/compounding-store-contract.ts'
);
const { compoundingStore } = await import('../../functions/src/features/compounding-records/firestore-compounding-store.ts');
const { OrderRecordSchema } = await import('../../functions/src/features/orders/order-record.ts');

/** Dates as Firestore keeps them, at any depth. */
function stored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(stored);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, stored(each)]));
  return value;
}

const HELD_CONTRACT_ACTOR = 'held-contract';

/** Writes the seed as the function does: orders with the patients they name, threads, users, audit entries. */
async function seedHeld({ orders, messages, prescribers, entries }: HeldSeed) {
  const db = adminDb();
  const batch = db.batch();
  for (const order of orders) {
    batch.create(db.collection(ORDER_COLLECTIONS.orderRequests).doc(order.requestId), { ...(stored(order) as object), ...orderPatientFields(order.items) });
  }
  for (const [requestId, thread] of Object.entries(messages)) {
    for (const each of thread) batch.create(db.collection(ORDER_COLLECTIONS.orderRequests).doc(requestId).collection(ORDER_THREAD_COLLECTION).doc(), stored(each) as object);
  }
  for (const { prescriberId, name, clinicName, email } of prescribers) {
    const [firstName, ...rest] = name.split(' ');
    batch.create(db.collection(COLLECTIONS.users).doc(prescriberId), { firstName, lastName: rest.join(' '), clinicName, email, role: 'practitioner' });
  }
  for (const { at, action, actorEmail, target, patientIds } of entries) {
    batch.create(db.collection(ADMIN_COLLECTIONS.auditLog).doc(), {
      action,
      at: Timestamp.fromDate(at),
      actorUid: HELD_CONTRACT_ACTOR,
      actorEmail,
      target: { type: 'patient', id: target, label: target },
      details: {},
      patientIds,
    });
  }
  await batch.commit();
  return firestoreHeldSource;
}

describeEnquiryStoreContract('Firestore and Cloud Storage', () => enquiryStore);
describeOrderStoreContract('Firestore and Cloud Storage', () => orderStore, { honoursWritePreconditions: false });
describeSubmissionKeyStoreContract('Firestore', () => submissionKeyStore);
describeHeldSourceContract('Firestore', seedHeld);
describeCompoundingStoreContract('Firestore', () => ({
  store: compoundingStore,
  async seed(order) {
    await adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(order.requestId).create(stored(order) as object);
  },
  async read(requestId) {
    const snapshot = await adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId).get();
    return snapshot.exists ? OrderRecordSchema.parse(snapshot.data()) : null;
  },
}));

afterAll(async () => {
  // The contract's files are deleted by its own tests; its documents are removed here.
  const enquiries = await adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).get();
  for (const doc of enquiries.docs) if (String(doc.get('email')).endsWith('@contract.test')) await doc.ref.delete();
  const orders = await adminDb().collection(ORDER_COLLECTIONS.orderRequests).where('prescriberId', '==', CONTRACT_PRACTITIONER_ID).get();
  for (const doc of orders.docs) {
    await doc.ref.delete();
    const claims = await adminDb().collection(ORDER_COLLECTIONS.escriptTokenClaims).where('requestId', '==', doc.id).get();
    for (const claim of claims.docs) await claim.ref.delete();
  }
  const compounded = await adminDb().collection(ORDER_COLLECTIONS.orderRequests).where('prescriberId', '==', COMPOUNDING_CONTRACT_PRACTITIONER).get();
  for (const doc of compounded.docs) {
    const entries = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('target.id', '==', doc.id).get();
    for (const entry of entries.docs) await entry.ref.delete();
    await doc.ref.delete();
  }
  const keys = await adminDb().collection(ORDER_COLLECTIONS.orderSubmissionKeys).where('uid', '==', CONTRACT_SUBMITTER_UID).get();
  for (const doc of keys.docs) await doc.ref.delete();
  const prefixEnd = `${CONTRACT_PRACTITIONER_PREFIX}\uf8ff`;
  const heldOrders = await adminDb().collection(ORDER_COLLECTIONS.orderRequests).where('prescriberId', '>=', CONTRACT_PRACTITIONER_PREFIX).where('prescriberId', '<', prefixEnd).get();
  for (const doc of heldOrders.docs) await adminDb().recursiveDelete(doc.ref);
  const heldUsers = await adminDb().collection(COLLECTIONS.users).where('__name__', '>=', adminDb().collection(COLLECTIONS.users).doc(CONTRACT_PRACTITIONER_PREFIX)).where('__name__', '<', adminDb().collection(COLLECTIONS.users).doc(prefixEnd)).get();
  for (const doc of heldUsers.docs) await doc.ref.delete();
  const heldEntries = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('actorUid', '==', HELD_CONTRACT_ACTOR).get();
  for (const doc of heldEntries.docs) await doc.ref.delete();
  await closeAdmin();
});
