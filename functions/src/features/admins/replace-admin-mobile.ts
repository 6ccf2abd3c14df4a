import type { RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { ADMIN_MESSAGES, AUDIT_ACTIONS, AdminMobileRequestSchema, COLLECTIONS, maskedMobile } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { auth, db, isNoSuchAuthUser } from '../../platform/firebase.ts';

/**
 * POST /admin-mobile (admins, recent sign-in): another admin lost their phone. Sets their
 * mobile on record, and with it clears the factor the rules trust, in one transaction with
 * the audit entry; then removes their enrolled phones and ends their sessions, so their next
 * sign-in enrols the new number. The record goes first: from then on no old token reads as
 * an admin (its factor is no longer the one on record), whatever happens to the rest.
 * Never for oneself: whoever holds a session could otherwise move the factor to their phone.
 */
export function replaceAdminMobile(): RequestHandler {
  return async (req, res) => {
    const { userId, mobile } = parseBody(AdminMobileRequestSchema, req.body);
    const caller = callerOf(res);
    if (userId === caller.uid) throw new HttpError(400, 'cannot_replace_own_mobile', ADMIN_MESSAGES.cannotReplaceOwnMobile);
    const ref = db().collection(COLLECTIONS.users).doc(userId);
    await db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.get('role') !== 'admin') throw new HttpError(404, 'not_an_admin', ADMIN_MESSAGES.notAnAdmin);
      const previous: unknown = snapshot.get('adminMobile');
      transaction.update(ref, { adminMobile: mobile, adminFactorId: FieldValue.delete() });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.adminMobile,
        ...actorOf(caller),
        target: { type: 'user', id: userId, label: String(snapshot.get('email') ?? userId) },
        // Masked: the audit log is for who changed what, not a phone book.
        details: { from: typeof previous === 'string' ? maskedMobile(previous) : null, to: maskedMobile(mobile) },
      });
    });
    try {
      await auth().updateUser(userId, { multiFactor: { enrolledFactors: null } });
      await auth().revokeRefreshTokens(userId);
    } catch (error) {
      // An admin record without a sign-in account has no phone to remove and no session to end.
      if (!isNoSuchAuthUser(error)) throw error;
    }
    res.status(204).end();
  };
}
