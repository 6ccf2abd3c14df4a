/**
 * The admin audit log (ADMIN_COLLECTIONS.auditLog) as the server leaves it, read with
 * the Admin SDK to check that an action was recorded, and cleared of the entries
 * about a test's own users and enquiries afterwards.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_COLLECTIONS, type AuditEntry } from '@pharmacy/shared';
import { adminDb } from './admin.ts';

/** The shared AuditEntry as the Admin SDK reads it: `at` is still a Timestamp. */
export type StoredAuditEntry = Omit<AuditEntry, 'at'> & { at: Timestamp };

const auditLog = () => adminDb().collection(ADMIN_COLLECTIONS.auditLog);
const targets = new Set<string>();

/** The entries about one user or enquiry, oldest first; remembered for deleteAuditEntries(). */
export async function auditEntriesAbout(targetId: string): Promise<StoredAuditEntry[]> {
  targets.add(targetId);
  const snapshot = await auditLog().where('target.id', '==', targetId).get();
  return snapshot.docs
    .map((doc) => doc.data() as StoredAuditEntry)
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

/** Removes the entries about every target this process looked up. */
export async function deleteAuditEntries(): Promise<void> {
  const ids = [...targets];
  targets.clear();
  for (const id of ids) {
    const snapshot = await auditLog().where('target.id', '==', id).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  }
}
