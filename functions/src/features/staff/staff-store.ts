/**
 * The staff feature's Firestore (decision 044): invitations, links, and the users records
 * of staff and of the prescribers they work for. Browsers never write these (firestore.rules);
 * the rules read a link with one get.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, STAFF_COLLECTIONS, COLLECTIONS, STAFF_ROLE, patientKindFor, staffLinkId } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { fullName, type StaffStore } from './staff-record.ts';

const invitations = () => db().collection(STAFF_COLLECTIONS.staffInvitations);
const links = () => db().collection(STAFF_COLLECTIONS.staffLinks);
const users = () => db().collection(COLLECTIONS.users);

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
      const earlier = await transaction.get(invitations().where('prescriberId', '==', invitation.prescriberId));
      const recent = earlier.docs.filter((doc) => (doc.get('createdAt') as Timestamp).toMillis() > createdAt.getTime() - windowMs);
      if (recent.length >= perWindow) return 'rate_limited' as const;
      const created = Timestamp.fromDate(createdAt);
      for (const doc of earlier.docs) {
        if (doc.get('email') === invitation.email && doc.get('usedAt') == null && doc.get('supersededAt') == null) {
          transaction.update(doc.ref, { supersededAt: created });
        }
      }
      transaction.create(invitations().doc(tokenHash), {
        ...invitation,
        createdAt: created,
        expiresAt: Timestamp.fromDate(expiresAt),
        usedAt: null,
        supersededAt: null,
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
      if ((data.expiresAt as Timestamp).toMillis() <= at.getTime()) return { kind: 'expired' } as const;
      transaction.update(ref, { usedAt: Timestamp.fromDate(at) });
      const invitation = {
        prescriberId: data.prescriberId as string,
        prescriberName: data.prescriberName as string,
        name: data.name as string,
        email: data.email as string,
      };
      return { kind: 'used_now', invitation } as const;
    });
  },

  async roleOf(uid) {
    return (await users().doc(uid).get()).get('role') as unknown;
  },

  async linkStaff(invitation, staffUid, newAccount, at) {
    return db().runTransaction(async (transaction) => {
      const linkRef = links().doc(staffLinkId(invitation.prescriberId, staffUid));
      const prescriber = await transaction.get(users().doc(invitation.prescriberId));
      // A prescriber no longer approved (or deleted) has no work to share: the link would open it to the rules.
      if (prescriber.get('role') !== 'practitioner' || prescriber.get('status') !== 'approved') return 'prescriber_not_approved' as const;
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
      const link = await transaction.get(ref);
      if (link.get('status') !== 'active') return null;
      transaction.update(ref, { status: 'removed', changedAt: Timestamp.fromDate(at) });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffRemove,
        ...actor,
        target: { type: 'user', id: staffUid, label: String(link.get('staffEmail')) },
        details: { prescriberId },
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
      const active = await transaction.get(links().where('staffUid', '==', staffUid).where('status', '==', 'active'));
      transaction.update(recordRef, { status: 'suspended' });
      for (const link of active.docs) transaction.update(link.ref, { status: 'ended', changedAt });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffSuspend,
        ...actor,
        target: { type: 'user', id: staffUid, label: String(record.get('email')) },
        details: { from: String(record.get('status')), to: 'suspended', linksEnded: active.size },
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
