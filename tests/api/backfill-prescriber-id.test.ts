/**
 * Records stored before the prescriber's id had one name (decision 055) carry
 * `practitionerId` (orders, patients) or `prescriberUid` (staff links, invitations,
 * drafts). The backfill renames each to `prescriberId`, so the rules and the function read
 * them, and running it again changes nothing. Under a project of its own on the running
 * emulators, so the test stack's data never sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { backfillPrescriberId, FORMER_PRESCRIBER_ID_FIELDS } from '../../scripts/stack/backfill-prescriber-id.ts';

const PROJECT = 'demo-prescriber-id-backfill';
// firebase-admin finds the emulator by this variable (the seed sets it the same way).
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;

let app: App;
let db: Firestore;

const clear = () => fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });

beforeAll(async () => {
  await clear();
  app = initializeApp({ projectId: PROJECT }, PROJECT);
  db = getFirestore(app);
});

afterAll(async () => {
  await clear();
  await deleteApp(app);
});

describe('renaming the stored prescriber id', () => {
  it('moves every former name to prescriberId, keeps the rest of the record, and is safe to run twice', async () => {
    for (const { collection, former } of FORMER_PRESCRIBER_ID_FIELDS) {
      await db.collection(collection).doc('old').set({ [former]: 'dr-old', note: 'kept' });
      await db.collection(collection).doc('new').set({ prescriberId: 'dr-new', note: 'kept' });
    }

    const first = await backfillPrescriberId(db);
    for (const { collection } of FORMER_PRESCRIBER_ID_FIELDS) expect(first[collection]).toBe(1);

    for (const { collection, former } of FORMER_PRESCRIBER_ID_FIELDS) {
      const old = (await db.collection(collection).doc('old').get()).data();
      expect(old).toEqual({ prescriberId: 'dr-old', note: 'kept' });
      expect(old).not.toHaveProperty(former);
      expect((await db.collection(collection).doc('new').get()).data()).toEqual({ prescriberId: 'dr-new', note: 'kept' });
    }

    const again = await backfillPrescriberId(db);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });
});
