/**
 * Order drafts and the prescriber's requests as their staff read them (issue 26, decision
 * 045): a draft is read by its prescriber and the staff who work for them only; staff read
 * that prescriber's order requests (status, legal-script state, an open question) but never
 * the question thread; nobody writes a draft from a browser. Every role the issue names.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { STAFF_COLLECTIONS, COLLECTIONS, ORDER_COLLECTIONS, ORDER_DRAFT_COLLECTION, staffLinkId } from '@pharmacy/shared';
import { orderAt } from '@pharmacy/shared/testing';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, CARLA_RECORD, CARLA_UID, STAFF_RECORD, TWO_STEP_SIGN_IN, rulesTestSuite } from './user-fixtures.ts';

const at = new Date('2026-11-20T01:00:00Z');
/** Works for Alice (approved). */
const NURSE_A = 'nurse-a-uid';
/** Works for Carla, a second approved prescriber. */
const NURSE_C = 'nurse-c-uid';
/** Worked for Alice until she removed them. */
const REMOVED_NURSE = 'removed-nurse-uid';
/** Works for Bob, whose registration is pending: an ended link. */
const NURSE_B = 'nurse-b-uid';

const drafts = ORDER_DRAFT_COLLECTION;
const orders = ORDER_COLLECTIONS.orderRequests;
const links = STAFF_COLLECTIONS.staffLinks;

const link = (prescriberId: string, staffUid: string, status: string) => ({
  prescriberId,
  staffUid,
  staffName: 'Nurse',
  staffEmail: `${staffUid}@clinic.test`,
  prescriberName: 'Dr',
  status,
  createdAt: at,
  changedAt: at,
});
const draft = (prescriberId: string, staffUid: string) => ({ prescriberId, preparedBy: { uid: staffUid, name: 'Nurse', email: '' }, status: 'awaiting_signature', cart: [], updatedAt: at });
/** A received order with a question asked (the order factory's). */
const order = (prescriberId: string) => orderAt(at, { prescriberId, items: [], clarification: { status: 'requested' } });

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, COLLECTIONS.users, CARLA_UID), CARLA_RECORD);
  for (const uid of [NURSE_A, NURSE_C, REMOVED_NURSE, NURSE_B]) await setDoc(doc(db, COLLECTIONS.users, uid), STAFF_RECORD);
  await setDoc(doc(db, links, staffLinkId(ALICE_UID, NURSE_A)), link(ALICE_UID, NURSE_A, 'active'));
  await setDoc(doc(db, links, staffLinkId(CARLA_UID, NURSE_C)), link(CARLA_UID, NURSE_C, 'active'));
  await setDoc(doc(db, links, staffLinkId(ALICE_UID, REMOVED_NURSE)), link(ALICE_UID, REMOVED_NURSE, 'removed'));
  await setDoc(doc(db, links, staffLinkId(BOB_UID, NURSE_B)), link(BOB_UID, NURSE_B, 'ended'));
  await setDoc(doc(db, drafts, 'alices-draft'), draft(ALICE_UID, NURSE_A));
  await setDoc(doc(db, drafts, 'carlas-draft'), draft(CARLA_UID, NURSE_C));
  await setDoc(doc(db, drafts, 'bobs-draft'), draft(BOB_UID, NURSE_B));
  await setDoc(doc(db, orders, 'HC-261120-AAAA'), order(ALICE_UID));
  await setDoc(doc(db, orders, 'HC-261120-CCCC'), order(CARLA_UID));
  await setDoc(doc(db, orders, 'HC-261120-AAAA', 'messages', 'question'), { from: 'pharmacy', text: 'Which base?', at });
});

const as = (uid: string): Firestore => firestoreOf(testEnv().authenticatedContext(uid));
const adminWithFactor = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
const draftsOf = (db: Firestore, prescriberId: string) => getDocs(query(collection(db, drafts), where('prescriberId', '==', prescriberId)));
const ordersOf = (db: Firestore, prescriberId: string) => getDocs(query(collection(db, orders), where('prescriberId', '==', prescriberId)));

describe('order drafts', () => {
  test("the prescriber reads and lists their own drafts (To sign), and no one else's", async () => {
    const own = await assertSucceeds(draftsOf(as(ALICE_UID), ALICE_UID));
    expect(own.docs.map((snapshot) => snapshot.id)).toEqual(['alices-draft']);
    await assertSucceeds(getDoc(doc(as(ALICE_UID), drafts, 'alices-draft')));
    await assertFails(getDoc(doc(as(ALICE_UID), drafts, 'carlas-draft')));
    await assertFails(draftsOf(as(ALICE_UID), CARLA_UID));
    await assertFails(getDocs(collection(as(ALICE_UID), drafts)));
  });

  test("staff of prescriber A read A's drafts, not B's; staff of B read B's, not A's", async () => {
    await assertSucceeds(getDoc(doc(as(NURSE_A), drafts, 'alices-draft')));
    expect((await assertSucceeds(draftsOf(as(NURSE_A), ALICE_UID))).size).toBe(1);
    await assertFails(getDoc(doc(as(NURSE_A), drafts, 'carlas-draft')));
    await assertFails(draftsOf(as(NURSE_A), CARLA_UID));
    await assertSucceeds(getDoc(doc(as(NURSE_C), drafts, 'carlas-draft')));
    await assertFails(getDoc(doc(as(NURSE_C), drafts, 'alices-draft')));
    await assertFails(draftsOf(as(NURSE_C), ALICE_UID));
  });

  test('a removed staff member, the staff of a pending prescriber and the pending prescriber read none', async () => {
    await assertFails(getDoc(doc(as(REMOVED_NURSE), drafts, 'alices-draft')));
    await assertFails(draftsOf(as(REMOVED_NURSE), ALICE_UID));
    await assertFails(getDoc(doc(as(NURSE_B), drafts, 'bobs-draft')));
    await assertFails(getDoc(doc(as(BOB_UID), drafts, 'bobs-draft')));
    await assertFails(draftsOf(as(BOB_UID), BOB_UID));
  });

  test('admins read no draft, with or without the second factor: only a signed order reaches the pharmacy', async () => {
    for (const db of [as(ADMIN_UID), adminWithFactor()]) {
      await assertFails(getDoc(doc(db, drafts, 'alices-draft')));
      await assertFails(getDocs(collection(db, drafts)));
    }
  });

  test('nobody writes a draft from a browser', async () => {
    for (const db of [as(NURSE_A), as(ALICE_UID), adminWithFactor()]) {
      await assertFails(setDoc(doc(db, drafts, 'new'), draft(ALICE_UID, NURSE_A)));
      await assertFails(updateDoc(doc(db, drafts, 'alices-draft'), { status: 'signed' }));
    }
  });
});

describe("the prescriber's requests, as their staff read them", () => {
  // Staff see the prescriber's requests (status, legal scripts, an open question) through
  // GET /api/prescribers/{uid}/order-requests, which records each look (issue 32, decision 064).
  test("staff read and list no request from Firestore, not even A's", async () => {
    await assertFails(ordersOf(as(NURSE_A), ALICE_UID));
    await assertFails(getDoc(doc(as(NURSE_A), orders, 'HC-261120-AAAA')));
    await assertFails(getDoc(doc(as(NURSE_A), orders, 'HC-261120-CCCC')));
    await assertFails(ordersOf(as(NURSE_A), CARLA_UID));
    await assertFails(getDocs(collection(as(NURSE_A), orders)));
    await assertFails(ordersOf(as(NURSE_C), ALICE_UID));
    await assertSucceeds(ordersOf(as(ALICE_UID), ALICE_UID));
  });

  test('staff never read the question thread: answering stays the prescriber\u2019s', async () => {
    await assertFails(getDocs(collection(as(NURSE_A), orders, 'HC-261120-AAAA', 'messages')));
    await assertSucceeds(getDocs(collection(as(ALICE_UID), orders, 'HC-261120-AAAA', 'messages')));
  });

  test('a removed staff member and a pending prescriber\u2019s staff read no request; nobody writes one', async () => {
    await assertFails(ordersOf(as(REMOVED_NURSE), ALICE_UID));
    await assertFails(getDoc(doc(as(REMOVED_NURSE), orders, 'HC-261120-AAAA')));
    await assertFails(ordersOf(as(NURSE_B), BOB_UID));
    await assertFails(updateDoc(doc(as(NURSE_A), orders, 'HC-261120-AAAA'), { status: 'cancelled' }));
  });
});
