/**
 * Records stored before the prescriber's id had one name (decision 055) carry
 * `practitionerId` (orders, patients) or `prescriberUid` (staff links, invitations,
 * drafts). The backfill renames each to `prescriberId`, so the rules and the function read
 * them, and running it again changes nothing. Under a project of its own on the running
 * emulators, so the test stack's data never sees it.
 */
import { describe, expect, it } from 'vitest';
import { backfillPrescriberId, FORMER_PRESCRIBER_ID_FIELDS } from '../../scripts/stack/backfill-prescriber-id.ts';
import { isolatedFirestore } from '../support/isolated-project.ts';

const firestore = isolatedFirestore('demo-prescriber-id-backfill');

describe('renaming the stored prescriber id', () => {
  it('moves every former name to prescriberId, keeps the rest of the record, and is safe to run twice', async () => {
    for (const { collection, former } of FORMER_PRESCRIBER_ID_FIELDS) {
      await firestore().collection(collection).doc('old').set({ [former]: 'dr-old', note: 'kept' });
      await firestore().collection(collection).doc('new').set({ prescriberId: 'dr-new', note: 'kept' });
    }

    const first = await backfillPrescriberId(firestore());
    for (const { collection } of FORMER_PRESCRIBER_ID_FIELDS) expect(first[collection]).toBe(1);

    for (const { collection, former } of FORMER_PRESCRIBER_ID_FIELDS) {
      const old = (await firestore().collection(collection).doc('old').get()).data();
      expect(old).toEqual({ prescriberId: 'dr-old', note: 'kept' });
      expect(old).not.toHaveProperty(former);
      expect((await firestore().collection(collection).doc('new').get()).data()).toEqual({ prescriberId: 'dr-new', note: 'kept' });
    }

    const again = await backfillPrescriberId(firestore());
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });
});
