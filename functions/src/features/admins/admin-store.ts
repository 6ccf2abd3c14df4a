/**
 * Admins' users records (decision 037): the server alone writes the role and the mobile
 * their second factor must be (firestore.rules refuses both from a browser).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, COLLECTIONS, maskedMobile, userListFields, type AuditEntry } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';

type Actor = Pick<AuditEntry, 'actorUid' | 'actorEmail'>;

export interface NewAdmin {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export interface AdminStore {
  /** The new admin's users record (approved, verified, their mobile on record) and its audit entry, in one transaction. */
  createAdminRecord(admin: NewAdmin, actor: Actor): Promise<void>;
  /**
   * Another admin's new mobile on record, their factor the rules trust cleared, and the
   * audit entry (both mobiles masked), in one transaction; 'not_an_admin' writes nothing.
   */
  replaceMobile(userId: string, mobile: string, actor: Actor): Promise<'replaced' | 'not_an_admin'>;
}

const users = () => db().collection(COLLECTIONS.users);

export const adminStore: AdminStore = {
  async createAdminRecord({ uid, firstName, lastName, email, mobile }, actor) {
    const record = { firstName, lastName, email, role: 'admin', status: 'approved', emailVerified: true };
    await db().runTransaction(async (transaction) => {
      transaction.create(users().doc(uid), {
        ...record,
        ...userListFields(record),
        adminMobile: mobile,
        createdBy: actor.actorUid,
        createdAt: FieldValue.serverTimestamp(),
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.adminCreate,
        ...actor,
        target: { type: 'user', id: uid, label: email },
        details: { mobile: maskedMobile(mobile) },
      });
    });
  },

  async replaceMobile(userId, mobile, actor) {
    const ref = users().doc(userId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.get('role') !== 'admin') return 'not_an_admin' as const;
      const previous: unknown = snapshot.get('adminMobile');
      transaction.update(ref, { adminMobile: mobile, adminFactorId: FieldValue.delete() });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.adminMobile,
        ...actor,
        target: { type: 'user', id: userId, label: String(snapshot.get('email') ?? userId) },
        // Masked: the audit log is for who changed what, not a phone book.
        details: { from: typeof previous === 'string' ? maskedMobile(previous) : null, to: maskedMobile(mobile) },
      });
      return 'replaced' as const;
    });
  },
};
