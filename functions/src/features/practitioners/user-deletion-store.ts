/**
 * Deleting a user for an admin (POST /api/delete-user): the sign-in account, then
 * everything kept about the account in one transaction with its audit entry. Each
 * step tolerates what an earlier, interrupted attempt already removed, so repeating
 * the request finishes the job.
 *
 * The practitioner's patients (their directory, patients/{id}) go before the transaction,
 * in batches (patients feature); each order item keeps its own copy of its patient.
 *
 * Kept on purpose, as docs/retention-schedule.md says: the practitioner's order
 * requests (and their scripts), which are the pharmacy's dispensing records and part of
 * patients' health records, for the order period; and accountMailFailures, the staff's
 * record of undelivered e-mails (ids and transport reasons only), for 90 days. The
 * nightly retention purge (features/retention) deletes each when its period ends.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ACCOUNT_COLLECTIONS, AUDIT_ACTIONS, COLLECTIONS, type AuditEntry } from '@pharmacy/shared';
import { personLabel } from '../../platform/audit/person-label.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { auth, db, isNoSuchAuthUser } from '../../platform/firebase.ts';

/**
 * Only what names the person, read leniently: a record or registration that no
 * longer matches its schema must still be deletable.
 */
const PersonSchema = z.object({
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  email: z.string().catch(''),
});

function personIn(snapshot: DocumentSnapshot) {
  return snapshot.exists ? PersonSchema.parse(snapshot.data()) : null;
}

/** Resolves whether there was an account to delete. */
export async function deleteAuthAccount(uid: string): Promise<boolean> {
  try {
    await auth().deleteUser(uid);
    return true;
  } catch (error) {
    if (isNoSuchAuthUser(error)) return false;
    throw error;
  }
}

export interface UserDataDeletion {
  userId: string;
  actor: Pick<AuditEntry, 'actorUid' | 'actorEmail'>;
  /** Whether this request deleted the sign-in account: then it is audited even when nothing else was left. */
  accountDeleted: boolean;
  /** The sign-in account's address, read before it was deleted: names a user who has no record. */
  accountEmail: string | null;
  /** How many of their patients this request deleted (before the transaction). */
  patientsDeleted: number;
}

export interface DeletedUserData {
  /** Who was deleted, as the audit entry names them. */
  label: string;
  /** The deleted record's role; null when there was no record. */
  role: string | null;
  record: boolean;
  pendingRegistration: boolean;
  verificationLinks: number;
  patients: number;
  /** False when nothing was left to delete, so nothing was recorded. */
  audited: boolean;
}

export async function deleteUserData({ userId, actor, accountDeleted, accountEmail, patientsDeleted }: UserDataDeletion): Promise<DeletedUserData> {
  const recordRef = db().collection(COLLECTIONS.users).doc(userId);
  const pendingRef = db().collection(ACCOUNT_COLLECTIONS.pendingRegistrations).doc(userId);
  // Verification tokens are keyed by their hash; each stores the uid it was issued to.
  const verificationsQuery = db().collection(ACCOUNT_COLLECTIONS.emailVerifications).where('uid', '==', userId);

  return db().runTransaction(async (transaction): Promise<DeletedUserData> => {
    const [recordSnapshot, pendingSnapshot, verifications] = await Promise.all([
      transaction.get(recordRef),
      transaction.get(pendingRef),
      transaction.get(verificationsQuery),
    ]);
    const person = personIn(recordSnapshot) ?? personIn(pendingSnapshot);
    const role: unknown = recordSnapshot.get('role');
    const deleted: DeletedUserData = {
      label: person ? personLabel(person) : accountEmail ? `<${accountEmail}>` : userId,
      role: typeof role === 'string' ? role : null,
      record: recordSnapshot.exists,
      pendingRegistration: pendingSnapshot.exists,
      verificationLinks: verifications.size,
      patients: patientsDeleted,
      audited: accountDeleted || recordSnapshot.exists || pendingSnapshot.exists || !verifications.empty || patientsDeleted > 0,
    };
    if (!deleted.audited) return deleted;

    transaction.delete(recordRef);
    transaction.delete(pendingRef);
    for (const doc of verifications.docs) transaction.delete(doc.ref);
    recordAuditIn(transaction, {
      action: AUDIT_ACTIONS.userDelete,
      ...actor,
      target: { type: 'user', id: userId, label: deleted.label },
      details: { role: deleted.role, ...(patientsDeleted > 0 && { patients: patientsDeleted }) },
    });
    return deleted;
  });
}
