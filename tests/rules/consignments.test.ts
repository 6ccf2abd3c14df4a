/**
 * Consignments (decision 059) hold the delivery address, who signed for it, the ID seen for
 * a Schedule 8 item and the hash of the patient's tracking token: no browser reads or writes
 * them, not the orders' prescriber, their staff, an admin or a visitor. Everyone reads them
 * through /api, which shows each only their part.
 */
import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { COLLECTIONS, CONSIGNMENT_COLLECTIONS, STAFF_COLLECTIONS, staffLinkId } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ALICE_UID, STAFF_RECORD, everyone, expectClosedToEveryone, rulesTestSuite } from './user-fixtures.ts';

/** Alice's nurse, with an active link to her. */
const NURSE = 'nurse-consignments-uid';

const consignments = CONSIGNMENT_COLLECTIONS.consignments;
const CONSIGNMENT = {
  consignmentId: 'CN-261128-AB12',
  orderIds: ['HC-261128-AB12'],
  prescriberIds: [ALICE_UID],
  address: { street: '12 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' },
  method: 'auspost',
  trackingNumber: 'AP12345678',
  status: 'dispatched',
  containsS8: true,
  trackingTokenHash: 'a'.repeat(64),
};

const testEnv = rulesTestSuite(async (db) => {
  const at = Timestamp.now();
  await setDoc(doc(db, COLLECTIONS.users, NURSE), STAFF_RECORD);
  await setDoc(doc(db, STAFF_COLLECTIONS.staffLinks, staffLinkId(ALICE_UID, NURSE)), { prescriberId: ALICE_UID, staffUid: NURSE, status: 'active', createdAt: at, changedAt: at });
  await setDoc(doc(db, consignments, 'CN-261128-AB12'), CONSIGNMENT);
});

describe('consignments', () => {
  test('the orders’ prescriber, a staff member, an admin with their second factor and a visitor neither read nor write them', async () => {
    await expectClosedToEveryone(
      // A visitor, Alice (whose order it carries), an admin with their second factor, and Alice's nurse.
      [...everyone(testEnv()), firestoreOf(testEnv().authenticatedContext(NURSE))],
      consignments,
      'CN-261128-AB12',
      { change: { status: 'delivered' }, created: CONSIGNMENT },
    );
  });
});
