/**
 * Admins' records stored before decision 066 carry the full `adminMobile`, which the admin
 * reads from the browser with a password alone. The backfill moves it to adminMobiles/{uid}
 * (which no browser reads), leaves a hint in its place, keeps a mobile the server wrote there
 * since, and changes nothing when run again. Under a project of its own on the running
 * emulators, so the test stack's data never sees it.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@pharmacy/shared';
import { backfillAdminMobiles } from '../../scripts/stack/backfill-admin-mobiles.ts';
import { isolatedFirestore } from '../support/isolated-project.ts';

const firestore = isolatedFirestore('demo-admin-mobiles-backfill');

const users = () => firestore().collection(COLLECTIONS.users);
const mobiles = () => firestore().collection(COLLECTIONS.adminMobiles);

describe("moving admins' mobiles off their users records", () => {
  it('moves each to adminMobiles, leaves a hint, keeps a newer one on record, and is safe to run twice', async () => {
    await users().doc('old-admin').set({ role: 'admin', email: 'old@pharmacy.test', adminMobile: '+61491570156', adminFactorId: 'factor-1' });
    // Replaced by the server since (adminMobiles is newer), with the old field left behind.
    await users().doc('replaced-admin').set({ role: 'admin', email: 'replaced@pharmacy.test', adminMobile: '+61491570111' });
    await mobiles().doc('replaced-admin').set({ mobile: '+61491570222' });
    await users().doc('new-admin').set({ role: 'admin', email: 'new@pharmacy.test', adminMobileHint: '04•• ••• 333' });
    await mobiles().doc('new-admin').set({ mobile: '+61491570333' });
    await users().doc('practitioner').set({ role: 'practitioner', email: 'dr@clinic.test' });

    expect(await backfillAdminMobiles(firestore())).toBe(2);

    expect((await users().doc('old-admin').get()).data()).toEqual({
      role: 'admin',
      email: 'old@pharmacy.test',
      adminMobileHint: '04•• ••• 156',
      adminFactorId: 'factor-1',
    });
    expect((await mobiles().doc('old-admin').get()).data()).toEqual({ mobile: '+61491570156' });
    expect((await users().doc('replaced-admin').get()).data()).toEqual({ role: 'admin', email: 'replaced@pharmacy.test', adminMobileHint: '04•• ••• 222' });
    expect((await mobiles().doc('replaced-admin').get()).data()).toEqual({ mobile: '+61491570222' });
    expect((await users().doc('new-admin').get()).data()).toEqual({ role: 'admin', email: 'new@pharmacy.test', adminMobileHint: '04•• ••• 333' });
    expect((await users().doc('practitioner').get()).data()).toEqual({ role: 'practitioner', email: 'dr@clinic.test' });
    expect((await mobiles().doc('practitioner').get()).exists).toBe(false);

    expect(await backfillAdminMobiles(firestore())).toBe(0);
    expect((await mobiles().doc('old-admin').get()).data()).toEqual({ mobile: '+61491570156' });
    expect((await users().doc('old-admin').get()).get('adminMobileHint')).toBe('04•• ••• 156');
  });
});
