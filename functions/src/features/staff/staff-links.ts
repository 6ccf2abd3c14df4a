/** Removing a staff member (decision 044): the link turns `removed` and their sessions are revoked; an admin suspends one altogether. */
import type { RequestHandler } from 'express';
import { STAFF_ERROR_CODES, STAFF_MESSAGES, DocumentIdSchema } from '@pharmacy/shared';
import { auth, isNoSuchAuthUser } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { StaffStore } from './staff-record.ts';

/** Their refresh tokens end now; an ID token already issued is refused by the link check. */
async function revokeSessions(uid: string): Promise<void> {
  await auth()
    .revokeRefreshTokens(uid)
    .catch((error: unknown) => {
      if (!isNoSuchAuthUser(error)) throw error;
    });
}

const staffNotFound = () => new HttpError(404, STAFF_ERROR_CODES.staffNotFound, STAFF_MESSAGES.staffNotFound);

/** POST /staff-links/:staffUid/remove (the prescriber). */
export function removeStaff(store: StaffStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const staffUid = DocumentIdSchema.safeParse(req.params.staffUid);
    if (!staffUid.success) throw staffNotFound();
    const caller = callerOf(res);
    const removed = await store.removeLink(caller.uid, staffUid.data, actorOf(caller), now());
    if (!removed) throw staffNotFound();
    await revokeSessions(staffUid.data);
    res.json({ success: true, message: STAFF_MESSAGES.removed(removed.staffName) });
  };
}

const notStaff = () => new HttpError(404, STAFF_ERROR_CODES.staffNotFound, STAFF_MESSAGES.notStaff);

/**
 * POST /staff-members/:staffUid/suspend (an admin): the staff record turns `suspended` and
 * every active link `ended`, in one transaction with the audit entry; then their sessions
 * are revoked. Lifting a suspension is a new invitation from each prescriber.
 */
export function suspendStaff(store: StaffStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const staffUid = DocumentIdSchema.safeParse(req.params.staffUid);
    if (!staffUid.success) throw notStaff();
    const suspended = await store.suspendStaff(staffUid.data, actorOf(callerOf(res)), now());
    if (!suspended) throw notStaff();
    await revokeSessions(staffUid.data);
    res.json({ success: true, message: STAFF_MESSAGES.suspended(suspended.firstName) });
  };
}
