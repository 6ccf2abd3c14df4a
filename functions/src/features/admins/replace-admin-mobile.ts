import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES, AdminMobileRequestSchema } from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { auth, isNoSuchAuthUser } from '../../platform/firebase.ts';
import type { AdminStore } from './admin-store.ts';

/**
 * POST /admin-mobile (admins, recent sign-in): another admin lost their phone. Sets their
 * mobile on record, and with it clears the factor the rules trust, in one transaction with
 * the audit entry; then removes their enrolled phones and ends their sessions, so their next
 * sign-in enrols the new number. The record goes first: from then on no old token reads as
 * an admin (its factor is no longer the one on record), whatever happens to the rest.
 * Never for oneself: whoever holds a session could otherwise move the factor to their phone.
 */
export function replaceAdminMobile(store: AdminStore): RequestHandler {
  return async (req, res) => {
    const { userId, mobile } = parseBody(AdminMobileRequestSchema, req.body);
    const caller = callerOf(res);
    if (userId === caller.uid) throw new HttpError(400, 'cannot_replace_own_mobile', ADMIN_MESSAGES.cannotReplaceOwnMobile);
    if ((await store.replaceMobile(userId, mobile, actorOf(caller))) === 'not_an_admin') {
      throw new HttpError(404, 'not_an_admin', ADMIN_MESSAGES.notAnAdmin);
    }
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
