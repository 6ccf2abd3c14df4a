/**
 * Admins' users records (decision 037): the server alone writes the role and the mobile
 * their second factor must be (firestore.rules refuses both from a browser). The mobile
 * itself is kept in adminMobiles/{uid}, which no browser reads; the users record, which
 * its admin reads, holds only a hint (04•• ••• 156, decision 066).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, COLLECTIONS, maskedMobile, mobileHint, userListFields, type AuditEntry } from '@pharmacy/shared';
import { mobileIn } from '../../platform/http/admin-factor-store.ts';
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
  /** The admin's mobile on record (E.164), or null when none is set. */
  mobileOnRecord(uid: string): Promise<string | null>;
}

const users = () => db().collection(COLLECTIONS.users);
const adminMobiles = () => db().collection(COLLECTIONS.adminMobiles);

export const adminStore: AdminStore = {
  async createAdminRecord({ uid, firstName, lastName, email, mobile }, actor) {
    const record = { firstName, lastName, email, role: 'admin', status: 'approved', emailVerified: true };
    await db().runTransaction(async (transaction) => {
      transaction.create(users().doc(uid), {
        ...record,
        ...userListFields(record),
        adminMobileHint: mobileHint(mobile),
        createdBy: actor.actorUid,
        createdAt: FieldValue.serverTimestamp(),
      });
      transaction.set(adminMobiles().doc(uid), { mobile });
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
    const mobileRef = adminMobiles().doc(userId);
    return db().runTransaction(async (transaction) => {
      const [snapshot, onRecord] = await Promise.all([transaction.get(ref), transaction.get(mobileRef)]);
      if (snapshot.get('role') !== 'admin') return 'not_an_admin' as const;
      const previous = mobileIn(onRecord);
      transaction.update(ref, { adminMobileHint: mobileHint(mobile), adminFactorId: FieldValue.delete() });
      transaction.set(mobileRef, { mobile });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.adminMobile,
        ...actor,
        target: { type: 'user', id: userId, label: String(snapshot.get('email') ?? userId) },
        // Masked: the audit log is for who changed what, not a phone book.
        details: { from: previous === null ? null : maskedMobile(previous), to: maskedMobile(mobile) },
      });
      return 'replaced' as const;
    });
  },

  async mobileOnRecord(uid) {
    return mobileIn(await adminMobiles().doc(uid).get());
  },
};
