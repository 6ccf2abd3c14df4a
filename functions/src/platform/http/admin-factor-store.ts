import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pharmacy/shared';
import { auth, db } from '../firebase.ts';
import type { AdminFactorStore } from './admin-factor.ts';

/** Auth's enrolled factors, adminMobiles/{uid} and the users/{uid} record, through the Admin SDK. */
export const firestoreAdminFactorStore: AdminFactorStore = {
  async mobileOnRecord(uid) {
    return mobileIn(await db().collection(COLLECTIONS.adminMobiles).doc(uid).get());
  },
  async enrolledPhone(uid, factorId) {
    const factors = (await auth().getUser(uid)).multiFactor?.enrolledFactors ?? [];
    const factor = factors.find((each) => each.uid === factorId);
    return (factor as { phoneNumber?: string } | undefined)?.phoneNumber ?? null;
  },
  async recordFactorId(uid, factorId, mobile) {
    const ref = db().collection(COLLECTIONS.users).doc(uid);
    const mobileRef = db().collection(COLLECTIONS.adminMobiles).doc(uid);
    await db().runTransaction(async (transaction) => {
      const onRecord = mobileIn(await transaction.get(mobileRef));
      if (onRecord === mobile) transaction.update(ref, { adminFactorId: factorId });
    });
  },
};

/** adminMobiles/{uid}'s number, or null when the document or its field is missing. */
export function mobileIn(snapshot: DocumentSnapshot): string | null {
  const mobile: unknown = snapshot.get('mobile');
  return typeof mobile === 'string' ? mobile : null;
}
