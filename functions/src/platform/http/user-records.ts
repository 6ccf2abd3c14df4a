import { COLLECTIONS, UserRecordSchema, type UserRecord } from '@pharmacy/shared';
import { db } from '../firebase.ts';
import { parseStored } from '../stored-document.ts';

/**
 * The users/{uid} record, or null when there is none yet (a practitioner who has
 * verified their e-mail but not been onboarded). A record that does not match the
 * schema is a data problem, reported as a server error rather than a bad request.
 */
export async function getUserRecord(uid: string): Promise<UserRecord | null> {
  const snapshot = await db().collection(COLLECTIONS.users).doc(uid).get();
  if (!snapshot.exists) return null;
  return parseStored(UserRecordSchema, snapshot.data(), `${COLLECTIONS.users}/${uid}`);
}
