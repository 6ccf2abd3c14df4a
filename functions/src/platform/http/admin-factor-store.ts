import { COLLECTIONS } from '@pharmacy/shared';
import { auth, db } from '../firebase.ts';
import type { AdminFactorStore } from './admin-factor.ts';

/** Auth's enrolled factors and the users/{uid} record, through the Admin SDK. */
export const firestoreAdminFactorStore: AdminFactorStore = {
  async enrolledPhone(uid, factorId) {
    const factors = (await auth().getUser(uid)).multiFactor?.enrolledFactors ?? [];
    const factor = factors.find((each) => each.uid === factorId);
    return (factor as { phoneNumber?: string } | undefined)?.phoneNumber ?? null;
  },
  async recordFactorId(uid, factorId, mobile) {
    const ref = db().collection(COLLECTIONS.users).doc(uid);
    await db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.get('adminMobile') === mobile) transaction.update(ref, { adminFactorId: factorId });
    });
  },
};
