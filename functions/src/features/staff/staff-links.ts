/** Removing a staff member (decision 044): the link turns `removed` and their sessions are revoked; an admin suspends one altogether. */
import type { RequestHandler } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  CLINIC_TEAM_COLLECTIONS,
  CLINIC_TEAM_ERROR_CODES,
  CLINIC_TEAM_MESSAGES,
  COLLECTIONS,
  DocumentIdSchema,
  STAFF_ROLE,
  staffLinkId,
} from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { auth, db, isNoSuchAuthUser } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';

/** Their refresh tokens end now; an ID token already issued is refused by the link check. */
async function revokeSessions(uid: string): Promise<void> {
  await auth()
    .revokeRefreshTokens(uid)
    .catch((error: unknown) => {
      if (!isNoSuchAuthUser(error)) throw error;
    });
}

const staffNotFound = () => new HttpError(404, CLINIC_TEAM_ERROR_CODES.staffNotFound, CLINIC_TEAM_MESSAGES.staffNotFound);

/** POST /staff-links/:staffUid/remove (the prescriber). */
export function removeStaff(now: () => Date): RequestHandler {
  return async (req, res) => {
    const staffUid = DocumentIdSchema.safeParse(req.params.staffUid);
    if (!staffUid.success) throw staffNotFound();
    const caller = callerOf(res);
    const at = now();
    const name = await db().runTransaction(async (transaction) => {
      const ref = db().collection(CLINIC_TEAM_COLLECTIONS.staffLinks).doc(staffLinkId(caller.uid, staffUid.data));
      const link = await transaction.get(ref);
      if (link.get('status') !== 'active') throw staffNotFound();
      transaction.update(ref, { status: 'removed', changedAt: Timestamp.fromDate(at) });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffRemove,
        ...actorOf(caller),
        target: { type: 'user', id: staffUid.data, label: String(link.get('staffEmail')) },
        details: { prescriberId: caller.uid },
      });
      return String(link.get('staffName'));
    });
    await revokeSessions(staffUid.data);
    res.json({ success: true, message: CLINIC_TEAM_MESSAGES.removed(name) });
  };
}

const notStaff = () => new HttpError(404, CLINIC_TEAM_ERROR_CODES.staffNotFound, CLINIC_TEAM_MESSAGES.notStaff);

/**
 * POST /staff-members/:staffUid/suspend (an admin): the staff record turns `suspended` and
 * every active link `ended`, in one transaction with the audit entry; then their sessions
 * are revoked. Lifting a suspension is a new invitation from each prescriber.
 */
export function suspendStaff(now: () => Date): RequestHandler {
  return async (req, res) => {
    const staffUid = DocumentIdSchema.safeParse(req.params.staffUid);
    if (!staffUid.success) throw notStaff();
    const caller = callerOf(res);
    const at = Timestamp.fromDate(now());
    const name = await db().runTransaction(async (transaction) => {
      const recordRef = db().collection(COLLECTIONS.users).doc(staffUid.data);
      const record = await transaction.get(recordRef);
      if (record.get('role') !== STAFF_ROLE) throw notStaff();
      const links = await transaction.get(
        db().collection(CLINIC_TEAM_COLLECTIONS.staffLinks).where('staffUid', '==', staffUid.data).where('status', '==', 'active'),
      );
      transaction.update(recordRef, { status: 'suspended' });
      for (const link of links.docs) transaction.update(link.ref, { status: 'ended', changedAt: at });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffSuspend,
        ...actorOf(caller),
        target: { type: 'user', id: staffUid.data, label: String(record.get('email')) },
        details: { from: String(record.get('status')), to: 'suspended', linksEnded: links.size },
      });
      return String(record.get('firstName'));
    });
    await revokeSessions(staffUid.data);
    res.json({ success: true, message: CLINIC_TEAM_MESSAGES.suspended(name) });
  };
}
