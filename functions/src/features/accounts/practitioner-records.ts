import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, userListFields, type PendingRegistration, type UserRecord } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';

/** Firestore's gRPC status when create() finds the document already there. */
const ALREADY_EXISTS = 6;

export const practitionerRecords = {
  /**
   * Creates users/{uid} as a pending practitioner with a verified e-mail; false when a
   * record exists. create() rather than set(): an existing record (an admin, an
   * approved practitioner) is never overwritten, however often this runs.
   */
  async createIfMissing(registration: PendingRegistration): Promise<boolean> {
    const { uid, firstName, lastName, email, practitionerNumber, clinicName, clinicAddress } = registration;
    const record: UserRecord = {
      firstName,
      lastName,
      email,
      role: 'practitioner',
      status: 'pending',
      practitionerNumber,
      clinicName,
      clinicAddress,
      emailVerified: true,
    };
    try {
      await db()
        .collection(COLLECTIONS.users)
        .doc(uid)
        .create({ ...record, ...userListFields(record), createdAt: FieldValue.serverTimestamp() });
      return true;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
      throw error;
    }
  },
};
