/**
 * Favourites and protocols (issue 25 part 6, decision 054): a prescriber reads only their
 * own favourites (and their staff read them); every approved prescriber and admin reads
 * the pharmacy's protocols; nobody writes either from a browser.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { STAFF_COLLECTIONS, COLLECTIONS, FAVOURITE_COLLECTIONS, staffLinkId, type SavedLine } from '@pharmacy/shared';
import { storedLine } from '@pharmacy/shared/testing';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, CARLA_RECORD, CARLA_UID, NEWCOMER_UID, STAFF_RECORD, TWO_STEP_SIGN_IN, rulesTestSuite } from './user-fixtures.ts';

const at = new Date('2026-11-20T01:00:00Z');
const NURSE_A = 'nurse-a-uid';
const favourites = FAVOURITE_COLLECTIONS.favourites;
const protocols = FAVOURITE_COLLECTIONS.protocols;

/** A favourite's line: the order factory's hydrocortisone, as saved. */
const { condition, conditionLabel, formula, formulaLabel, strength, amount, notes } = storedLine();
const line: SavedLine = { condition, conditionLabel, formula, formulaLabel, strength, amount, directions: 'Apply thinly twice daily', notes };
const favourite = (prescriberId: string, name: string) => ({ prescriberId, name, line, createdAt: at, updatedAt: at });

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, COLLECTIONS.users, CARLA_UID), CARLA_RECORD);
  await setDoc(doc(db, COLLECTIONS.users, NURSE_A), STAFF_RECORD);
  await setDoc(doc(db, STAFF_COLLECTIONS.staffLinks, staffLinkId(ALICE_UID, NURSE_A)), { prescriberId: ALICE_UID, staffUid: NURSE_A, status: 'active', createdAt: at, changedAt: at });
  await setDoc(doc(db, favourites, 'alices'), favourite(ALICE_UID, 'Eczema cream'));
  await setDoc(doc(db, favourites, 'carlas'), favourite(CARLA_UID, 'Carla cream'));
  await setDoc(doc(db, protocols, 'eczema-protocol'), { name: 'Eczema step-down', lines: [line], publishedAt: at });
});

const as = (uid: string): Firestore => firestoreOf(testEnv().authenticatedContext(uid));
const adminWithFactor = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
const theirs = (db: Firestore, prescriberId: string) => getDocs(query(collection(db, favourites), where('prescriberId', '==', prescriberId)));

describe('favourites', () => {
  test('a prescriber reads and lists their own favourites', async () => {
    const own = await assertSucceeds(getDoc(doc(as(ALICE_UID), favourites, 'alices')));
    expect(own.data()).toMatchObject({ name: 'Eczema cream' });
    const listed = await assertSucceeds(theirs(as(ALICE_UID), ALICE_UID));
    expect(listed.docs.map((snapshot) => snapshot.id)).toEqual(['alices']);
  });

  test("a prescriber cannot read another prescriber's favourites, list them, or list everyone's", async () => {
    await assertFails(getDoc(doc(as(ALICE_UID), favourites, 'carlas')));
    await assertFails(theirs(as(ALICE_UID), CARLA_UID));
    await assertFails(getDocs(collection(as(ALICE_UID), favourites)));
    await assertFails(getDoc(doc(as(CARLA_UID), favourites, 'alices')));
  });

  test("an admin cannot read a prescriber's favourites, and a pending prescriber reads none of their own", async () => {
    await assertFails(getDoc(doc(adminWithFactor(), favourites, 'alices')));
    await assertFails(getDocs(collection(adminWithFactor(), favourites)));
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), favourites, 'bobs'), favourite(BOB_UID, 'Pending cream'));
    });
    await assertFails(getDoc(doc(as(BOB_UID), favourites, 'bobs')));
  });

  test("staff read the favourites of the prescriber they work for, and no one else's", async () => {
    await assertSucceeds(getDoc(doc(as(NURSE_A), favourites, 'alices')));
    await assertSucceeds(theirs(as(NURSE_A), ALICE_UID));
    await assertFails(getDoc(doc(as(NURSE_A), favourites, 'carlas')));
    await assertFails(theirs(as(NURSE_A), CARLA_UID));
  });

  test('nobody writes a favourite from a browser, not even their own', async () => {
    for (const db of [as(ALICE_UID), adminWithFactor(), as(NURSE_A)]) {
      await assertFails(setDoc(doc(db, favourites, 'new'), favourite(ALICE_UID, 'Mine')));
      await assertFails(updateDoc(doc(db, favourites, 'alices'), { name: 'Renamed' }));
    }
  });
});

describe('protocols', () => {
  test('an admin reads the protocols; prescribers get theirs through GET /api/protocols, which keeps a vet to protocols for animals (decision 065)', async () => {
    const listed = await assertSucceeds(getDocs(collection(adminWithFactor(), protocols)));
    expect(listed.docs.map((snapshot) => snapshot.id)).toEqual(['eczema-protocol']);
  });

  test('a prescriber, a pending prescriber, an account without a record and a signed-out visitor read none from the browser', async () => {
    for (const db of [as(ALICE_UID), as(CARLA_UID), as(BOB_UID), as(NEWCOMER_UID), firestoreOf(testEnv().unauthenticatedContext())]) {
      await assertFails(getDoc(doc(db, protocols, 'eczema-protocol')));
      await assertFails(getDocs(collection(db, protocols)));
    }
  });

  test('nobody publishes or changes a protocol from a browser, not even an admin', async () => {
    for (const db of [adminWithFactor(), as(ALICE_UID)]) {
      await assertFails(setDoc(doc(db, protocols, 'new'), { name: 'Mine', lines: [line], publishedAt: at }));
      await assertFails(updateDoc(doc(db, protocols, 'eczema-protocol'), { name: 'Changed' }));
    }
  });
});
