/**
 * pendingRegistrations/{uid}: the registration form's details, kept on the server
 * until the e-mail is verified, so verifying on another device still creates the
 * user record.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { ACCOUNT_COLLECTIONS, PendingRegistrationSchema, type PendingRegistration } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';

const pendingRegistration = (uid: string) => db().collection(ACCOUNT_COLLECTIONS.pendingRegistrations).doc(uid);

export const pendingRegistrations = {
  async get(uid: string): Promise<PendingRegistration | null> {
    const snapshot = await pendingRegistration(uid).get();
    if (!snapshot.exists) return null;
    // Written only by save() below; a mismatch is a data problem (500), not the caller's.
    return parseStored(PendingRegistrationSchema, snapshot.data(), `${ACCOUNT_COLLECTIONS.pendingRegistrations}/${uid}`);
  },

  async save(registration: PendingRegistration, now: Date): Promise<void> {
    await pendingRegistration(registration.uid).set({ ...registration, updatedAt: Timestamp.fromDate(now) });
  },

  async delete(uid: string): Promise<void> {
    await pendingRegistration(uid).delete();
  },
};
