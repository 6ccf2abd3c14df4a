/** Removing a staff member (decision 044): the link turns `removed` and their sessions are revoked. */
import type { RequestHandler } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  CLINIC_TEAM_COLLECTIONS,
  CLINIC_TEAM_ERROR_CODES,
  CLINIC_TEAM_MESSAGES,
  DocumentIdSchema,
  staffLinkId,
} from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { auth, db, isNoSuchAuthUser } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';

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
        details: { prescriberUid: caller.uid },
      });
      return String(link.get('staffName'));
    });
    // Their refresh tokens end now; an ID token already issued is refused by the link check.
    await auth()
      .revokeRefreshTokens(staffUid.data)
      .catch((error: unknown) => {
        if (!isNoSuchAuthUser(error)) throw error;
      });
    res.json({ success: true, message: CLINIC_TEAM_MESSAGES.removed(name) });
  };
}
