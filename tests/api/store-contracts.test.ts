/**
 * The Firestore and Cloud Storage adapters of the enquiry, order and submission-key stores, run
 * against the emulators with the same contract the unit tests' in-memory stores
 * pass (functions/src/features/{enquiries,orders}/testing/*-store-contract.ts), so a
 * test double cannot quietly behave differently from the real store.
 */
import { afterAll } from 'vitest';
import { ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
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

describeEnquiryStoreContract('Firestore and Cloud Storage', () => enquiryStore);
describeOrderStoreContract('Firestore and Cloud Storage', () => orderStore, { honoursWritePreconditions: false });
describeSubmissionKeyStoreContract('Firestore', () => submissionKeyStore);

afterAll(async () => {
  // The contract's files are deleted by its own tests; its documents are removed here.
  const enquiries = await adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).get();
  for (const doc of enquiries.docs) if (String(doc.get('email')).endsWith('@contract.test')) await doc.ref.delete();
  const orders = await adminDb().collection(ORDER_COLLECTIONS.orderRequests).where('practitionerId', '==', CONTRACT_PRACTITIONER_ID).get();
  for (const doc of orders.docs) {
    await doc.ref.delete();
    const claims = await adminDb().collection(ORDER_COLLECTIONS.escriptTokenClaims).where('requestId', '==', doc.id).get();
    for (const claim of claims.docs) await claim.ref.delete();
  }
  const keys = await adminDb().collection(ORDER_COLLECTIONS.orderSubmissionKeys).where('uid', '==', CONTRACT_SUBMITTER_UID).get();
  for (const doc of keys.docs) await doc.ref.delete();
  await closeAdmin();
});
