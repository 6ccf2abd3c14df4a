/**
 * The staff feature's Firestore (decision 044): invitations, links, and the users records
 * of staff and of the prescribers they work for. Browsers never write these (firestore.rules);
 * the rules read a link with one get.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, STAFF_COLLECTIONS, COLLECTIONS, STAFF_ROLE, patientKindFor, staffLinkId } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { fullName, type StaffStore, type VoidReason } from './staff-record.ts';

const invitations = () => db().collection(STAFF_COLLECTIONS.staffInvitations);
const links = () => db().collection(STAFF_COLLECTIONS.staffLinks);
const users = () => db().collection(COLLECTIONS.users);

type Snapshot = FirebaseFirestore.QueryDocumentSnapshot;
const unused = (doc: Snapshot) => doc.get('usedAt') == null && doc.get('supersededAt') == null && doc.get('voidedAt') == null;

/** Voids invitations not used yet (read in the same transaction): a link that ended stays ended (issue 32). */
function voidInvitations(transaction: FirebaseFirestore.Transaction, docs: Snapshot[], reason: VoidReason, at: Timestamp): number {
  const open = docs.filter(unused);
  for (const doc of open) transaction.update(doc.ref, { voidedAt: at, voidedFor: reason });
  return open.length;
}

export const staffStore: StaffStore = {
  async worksFor(staffUid, prescriberId) {
    const [link, prescriber] = await db().getAll(links().doc(staffLinkId(prescriberId, staffUid)), users().doc(prescriberId));
    return link?.get('status') === 'active' && prescriber?.get('role') === 'practitioner' && prescriber.get('status') === 'approved';
  },

  async prescriberPatientKind(prescriberId) {
    const number = (await users().doc(prescriberId).get()).get('practitionerNumber') as unknown;
    return patientKindFor(typeof number === 'string' ? number : undefined);
  },

  async createInvitation({ tokenHash, createdAt, expiresAt, ...invitation }, actor, { perWindow, windowMs }) {
    return db().runTransaction(async (transaction) => {
      // Someone the pharmacy suspended is not a prescriber's to bring back (issue 32).
      const holders = await transaction.get(users().where('email', '==', invitation.email).limit(5));
      if (holders.docs.some((doc) => doc.get('role') === STAFF_ROLE && doc.get('status') === 'suspended')) return 'staff_suspended' as const;
      const earlier = await transaction.get(invitations().where('prescriberId', '==', invitation.prescriberId));
      const recent = earlier.docs.filter((doc) => (doc.get('createdAt') as Timestamp).toMillis() > createdAt.getTime() - windowMs);
      if (recent.length >= perWindow) return 'rate_limited' as const;
      const created = Timestamp.fromDate(createdAt);
      for (const doc of earlier.docs) {
        if (doc.get('email') === invitation.email && unused(doc)) {
          transaction.update(doc.ref, { supersededAt: created });
        }
      }
      transaction.create(invitations().doc(tokenHash), {
        ...invitation,
        createdAt: created,
        expiresAt: Timestamp.fromDate(expiresAt),
        usedAt: null,
        supersededAt: null,
        voidedAt: null,
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffInvite,
        ...actor,
        target: { type: 'staff-invitation', id: tokenHash.slice(0, 16), label: invitation.email },
        details: { prescriberId: invitation.prescriberId },
      });
      return 'issued' as const;
    });
  },

  async useInvitation(tokenHash, at) {
    return db().runTransaction(async (transaction) => {
      const ref = invitations().doc(tokenHash);
      const data = (await transaction.get(ref)).data();
      if (!data) return { kind: 'unknown' } as const;
      if (data.usedAt != null) return { kind: 'used' } as const;
      if (data.supersededAt != null) return { kind: 'superseded' } as const;
      if (data.voidedAt != null) return { kind: data.voidedFor === 'suspended' ? 'suspended' : 'voided' } as const;
      if ((data.expiresAt as Timestamp).toMillis() <= at.getTime()) return { kind: 'expired' } as const;
      transaction.update(ref, { usedAt: Timestamp.fromDate(at) });
      const invitation = {
        prescriberId: data.prescriberId as string,
        prescriberName: data.prescriberName as string,
        name: data.name as string,
        email: data.email as string,
      };
      return { kind: 'used_now', invitation, invitedAt: (data.createdAt as Timestamp).toDate() } as const;
    });
  },

  async roleOf(uid) {
    return (await users().doc(uid).get()).get('role') as unknown;
  },

  async linkStaff(invitation, staffUid, newAccount, at, invitedAt) {
    return db().runTransaction(async (transaction) => {
      const linkRef = links().doc(staffLinkId(invitation.prescriberId, staffUid));
      const [prescriber, record, link] = await transaction.getAll(users().doc(invitation.prescriberId), users().doc(staffUid), linkRef);
      // A prescriber no longer approved (or deleted) has no work to share: the link would open it to the rules.
      if (prescriber?.get('role') !== 'practitioner' || prescriber.get('status') !== 'approved') return 'prescriber_not_approved' as const;
      // A suspended person stays out, whoever invites them (issue 32).
      if (!newAccount && (record?.get('role') !== STAFF_ROLE || record.get('status') !== 'approved')) return 'staff_suspended' as const;
      if (link?.get('status') === 'suspended') return 'staff_suspended' as const;
      // Removed (or ended) after this invitation was sent: the removal outranks it, even when the link was used a moment before.
      const changedAt = link?.get('changedAt') as Timestamp | undefined;
      if (link?.exists && link.get('status') !== 'active' && changedAt && changedAt.toMillis() > invitedAt.getTime()) return 'voided' as const;
      if (newAccount) {
        transaction.create(users().doc(staffUid), {
          firstName: invitation.name,
          lastName: '',
          email: invitation.email,
          role: STAFF_ROLE,
          status: 'approved',
          emailVerified: true,
          createdAt: FieldValue.serverTimestamp(),
        });
      }
      transaction.set(linkRef, {
        prescriberId: invitation.prescriberId,
        staffUid,
        staffName: invitation.name,
        staffEmail: invitation.email,
        prescriberName: fullName(prescriber.data()) || invitation.prescriberName,
        status: 'active',
        createdAt: Timestamp.fromDate(at),
        changedAt: Timestamp.fromDate(at),
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffAccept,
        actorUid: staffUid,
        actorEmail: invitation.email,
        target: { type: 'user', id: staffUid, label: invitation.email },
        details: { prescriberId: invitation.prescriberId, newAccount },
      });
      return 'linked' as const;
    });
  },

  async removeLink(prescriberId, staffUid, actor, at) {
    return db().runTransaction(async (transaction) => {
      const ref = links().doc(staffLinkId(prescriberId, staffUid));
      const [link, sent] = await Promise.all([transaction.get(ref), transaction.get(invitations().where('prescriberId', '==', prescriberId))]);
      if (link.get('status') !== 'active') return null;
      const changedAt = Timestamp.fromDate(at);
      transaction.update(ref, { status: 'removed', changedAt });
      const email = String(link.get('staffEmail'));
      const voided = voidInvitations(transaction, sent.docs.filter((doc) => doc.get('email') === email), 'removed', changedAt);
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffRemove,
        ...actor,
        target: { type: 'user', id: staffUid, label: email },
        details: { prescriberId, invitationsVoided: voided },
      });
      return { staffName: String(link.get('staffName')) };
    });
  },

  async suspendStaff(staffUid, actor, at) {
    const changedAt = Timestamp.fromDate(at);
    return db().runTransaction(async (transaction) => {
      const recordRef = users().doc(staffUid);
      const record = await transaction.get(recordRef);
      if (record.get('role') !== STAFF_ROLE) return null;
      const email = String(record.get('email'));
      const [active, sent] = await Promise.all([
        transaction.get(links().where('staffUid', '==', staffUid).where('status', '==', 'active')),
        transaction.get(invitations().where('email', '==', email)),
      ]);
      transaction.update(recordRef, { status: 'suspended' });
      // `suspended`, not `ended`: each prescriber sees the pharmacy's act on their Staff screen.
      for (const link of active.docs) transaction.update(link.ref, { status: 'suspended', changedAt });
      const voided = voidInvitations(transaction, sent.docs, 'suspended', changedAt);
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffSuspend,
        ...actor,
        target: { type: 'user', id: staffUid, label: email },
        details: { from: String(record.get('status')), to: 'suspended', linksEnded: active.size, invitationsVoided: voided },
      });
      return { firstName: String(record.get('firstName')) };
    });
  },

  async reinstateStaff(staffUid, actor, at) {
    const changedAt = Timestamp.fromDate(at);
    return db().runTransaction(async (transaction) => {
      const recordRef = users().doc(staffUid);
      const record = await transaction.get(recordRef);
      if (record.get('role') !== STAFF_ROLE) return null;
      if (record.get('status') !== 'suspended') return 'not_suspended' as const;
      const suspended = await transaction.get(links().where('staffUid', '==', staffUid).where('status', '==', 'suspended'));
      transaction.update(recordRef, { status: 'approved' });
      for (const link of suspended.docs) transaction.update(link.ref, { status: 'ended', changedAt });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffReinstate,
        ...actor,
        target: { type: 'user', id: staffUid, label: String(record.get('email')) },
        details: { from: 'suspended', to: 'approved' },
      });
      return { firstName: String(record.get('firstName')) };
    });
  },

  async endActiveLinks(field, uid, at) {
    const active = await links().where(field, '==', uid).where('status', '==', 'active').get();
    if (active.empty) return 0;
    const batch = db().batch();
    for (const link of active.docs) batch.update(link.ref, { status: 'ended', changedAt: Timestamp.fromDate(at) });
    await batch.commit();
    return active.size;
  },
};
