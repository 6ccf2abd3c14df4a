/**
 * Who may read and change users/{uid} from a browser (spec sections 3, 4 and 6).
 * Each test starts from the same four records, seeded with rules disabled.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import {
  ADMIN_UID,
  ALICE_UID,
  BOB_UID,
  CAROL_UID,
  DAN_UID,
  NEWCOMER_UID,
  SECOND_ADMIN_UID,
  TWO_STEP_SIGN_IN,
  USER_RECORDS,
  rulesTestSuite,
} from './user-fixtures.ts';

const testEnv = rulesTestSuite();

const signedOut = (): Firestore => firestoreOf(testEnv().unauthenticatedContext());
const signedInAs = (uid: string): Firestore => firestoreOf(testEnv().authenticatedContext(uid, TWO_STEP_SIGN_IN));
const userDoc = (db: Firestore, uid: string) => doc(db, COLLECTIONS.users, uid);
const usersCollection = (db: Firestore) => collection(db, COLLECTIONS.users);

async function storedRecord(uid: string) {
  let data: Record<string, unknown> | undefined;
  await testEnv().withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(userDoc(firestoreOf(context), uid))).data();
  });
  return data;
}

describe('reading user records', () => {
  test('a signed-out visitor cannot read any user record', async () => {
    const db = signedOut();
    for (const uid of Object.keys(USER_RECORDS)) {
      await assertFails(getDoc(userDoc(db, uid)));
    }
    await assertFails(getDocs(usersCollection(db)));
  });

  test('a practitioner reads their own record', async () => {
    const snapshot = await assertSucceeds(getDoc(userDoc(signedInAs(ALICE_UID), ALICE_UID)));
    expect(snapshot.data()).toMatchObject({ email: 'alice@clinic.test', role: 'practitioner', status: 'approved' });
  });

  test("a practitioner cannot read another practitioner's record", async () => {
    await assertFails(getDoc(userDoc(signedInAs(ALICE_UID), BOB_UID)));
    await assertFails(getDoc(userDoc(signedInAs(BOB_UID), ALICE_UID)));
  });

  test("a practitioner cannot read an admin's record or list the users collection", async () => {
    const db = signedInAs(ALICE_UID);
    await assertFails(getDoc(userDoc(db, ADMIN_UID)));
    await assertFails(getDocs(usersCollection(db)));
  });

  test('a new account without a record learns that it has none, and reads nobody else', async () => {
    const db = signedInAs(NEWCOMER_UID);
    const own = await assertSucceeds(getDoc(userDoc(db, NEWCOMER_UID)));
    expect(own.exists()).toBe(false);
    await assertFails(getDoc(userDoc(db, ALICE_UID)));
    await assertFails(getDocs(usersCollection(db)));
  });

  test('an admin reads any record and lists the users collection', async () => {
    const db = signedInAs(ADMIN_UID);
    const bob = await assertSucceeds(getDoc(userDoc(db, BOB_UID)));
    expect(bob.data()).toMatchObject({ email: 'bob@clinic.test', status: 'pending' });
    await assertSucceeds(getDoc(userDoc(db, SECOND_ADMIN_UID)));
    const all = await assertSucceeds(getDocs(usersCollection(db)));
    expect(all.docs.map((snapshot) => snapshot.id).sort()).toEqual(Object.keys(USER_RECORDS).sort());
  });

  test('an admin claim in the token does not make a user an admin', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(NEWCOMER_UID, { role: 'admin', admin: true }));
    await assertFails(getDoc(userDoc(db, ALICE_UID)));
    await assertFails(getDocs(usersCollection(db)));
  });
});

describe('creating and deleting user records', () => {
  test('nobody creates a user record from the browser', async () => {
    const record = { ...USER_RECORDS[BOB_UID], email: 'newcomer@clinic.test' };
    await assertFails(setDoc(userDoc(signedOut(), NEWCOMER_UID), record));
    await assertFails(setDoc(userDoc(signedInAs(NEWCOMER_UID), NEWCOMER_UID), record));
    await assertFails(setDoc(userDoc(signedInAs(NEWCOMER_UID), NEWCOMER_UID), { ...record, role: 'admin' }));
    await assertFails(setDoc(userDoc(signedInAs(ADMIN_UID), NEWCOMER_UID), record));
    expect(await storedRecord(NEWCOMER_UID)).toBeUndefined();
  });

  test('nobody deletes a user record from the browser', async () => {
    await assertFails(deleteDoc(userDoc(signedOut(), BOB_UID)));
    await assertFails(deleteDoc(userDoc(signedInAs(BOB_UID), BOB_UID)));
    await assertFails(deleteDoc(userDoc(signedInAs(ADMIN_UID), BOB_UID)));
    expect(await storedRecord(BOB_UID)).toBeDefined();
  });
});

describe('changing user records', () => {
  test('a practitioner cannot approve themselves', async () => {
    const db = signedInAs(BOB_UID);
    await assertFails(updateDoc(userDoc(db, BOB_UID), { status: 'approved' }));
    await assertFails(setDoc(userDoc(db, BOB_UID), { status: 'approved' }, { merge: true }));
    expect(await storedRecord(BOB_UID)).toMatchObject({ status: 'pending' });
  });

  test('a practitioner cannot make themselves admin', async () => {
    const db = signedInAs(ALICE_UID);
    await assertFails(updateDoc(userDoc(db, ALICE_UID), { role: 'admin' }));
    await assertFails(setDoc(userDoc(db, ALICE_UID), { ...USER_RECORDS[ALICE_UID], role: 'admin' }));
    expect(await storedRecord(ALICE_UID)).toMatchObject({ role: 'practitioner' });
  });

  test('a practitioner cannot edit their own names, number, e-mail, registration time or verification', async () => {
    const db = signedInAs(CAROL_UID);
    const before = await storedRecord(CAROL_UID);
    const changes: Record<string, unknown>[] = [
      { firstName: 'Caroline' },
      { lastName: 'Smith' },
      { practitionerNumber: 'MED0000000001' },
      { clinicName: 'Another Clinic' },
      { email: 'carol@elsewhere.test' },
      { createdAt: new Date('2020-01-01T00:00:00Z') },
      { emailVerified: true },
    ];
    for (const change of changes) {
      await assertFails(updateDoc(userDoc(db, CAROL_UID), change));
      await assertFails(setDoc(userDoc(db, CAROL_UID), change, { merge: true }));
    }
    expect(await storedRecord(CAROL_UID)).toEqual(before);
  });

  test("a practitioner cannot change another practitioner's status", async () => {
    await assertFails(updateDoc(userDoc(signedInAs(ALICE_UID), BOB_UID), { status: 'approved' }));
    await assertFails(updateDoc(userDoc(signedInAs(BOB_UID), ALICE_UID), { status: 'rejected' }));
  });

  test('a signed-out visitor cannot change any record', async () => {
    await assertFails(updateDoc(userDoc(signedOut(), BOB_UID), { status: 'approved' }));
  });

  test('an admin cannot change a status from the browser either: Confirm goes through /api, which records it in the audit log', async () => {
    const db = signedInAs(ADMIN_UID);
    for (const status of ['approved', 'rejected', 'pending']) {
      await assertFails(updateDoc(userDoc(db, BOB_UID), { status }));
      await assertFails(setDoc(userDoc(db, BOB_UID), { status }, { merge: true }));
    }
    await assertFails(updateDoc(userDoc(db, ALICE_UID), { status: 'rejected' }));
    await assertFails(updateDoc(userDoc(db, CAROL_UID), { status: 'approved', emailVerified: true }));
    await assertFails(updateDoc(userDoc(db, DAN_UID), { status: 'approved' }));
    expect(await storedRecord(BOB_UID)).toMatchObject({ status: 'pending' });
    expect(await storedRecord(ALICE_UID)).toMatchObject({ status: 'approved' });
    expect(await storedRecord(DAN_UID)).toMatchObject({ status: 'pending', emailVerified: false });
  });

  test("an admin cannot change a practitioner's role, names, email, number, registration time or verification", async () => {
    const db = signedInAs(ADMIN_UID);
    const before = await storedRecord(BOB_UID);
    const changes: Record<string, unknown>[] = [
      { role: 'admin' },
      { firstName: 'Robert' },
      { lastName: 'Smithers' },
      { email: 'someone-else@clinic.test' },
      { createdAt: new Date('2020-01-01T00:00:00Z') },
      { practitionerNumber: 'MED0009999999' },
      { emailVerified: false },
      { status: deleteField() },
    ];
    for (const change of changes) {
      await assertFails(updateDoc(userDoc(db, BOB_UID), change));
    }
    await assertFails(setDoc(userDoc(db, BOB_UID), { status: 'approved' }));
    expect(await storedRecord(BOB_UID)).toEqual(before);
  });

  test("an admin cannot change another admin's record or their own", async () => {
    await assertFails(updateDoc(userDoc(signedInAs(ADMIN_UID), SECOND_ADMIN_UID), { status: 'rejected' }));
    await assertFails(updateDoc(userDoc(signedInAs(ADMIN_UID), ADMIN_UID), { status: 'rejected' }));
    await assertFails(updateDoc(userDoc(signedInAs(ADMIN_UID), ADMIN_UID), { role: 'practitioner' }));
  });
});

