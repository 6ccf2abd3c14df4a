/** Removing a staff member (decision 044): the link turns `removed` and their sessions are revoked; an admin suspends one altogether. */
import type { RequestHandler } from 'express';
import { STAFF_ERROR_CODES, STAFF_MESSAGES, DocumentIdSchema } from '@pharmacy/shared';
import { auth, isNoSuchAuthUser } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { StaffStore } from './staff-record.ts';

const unlessNoSuchUser = (error: unknown) => {
  if (!isNoSuchAuthUser(error)) throw error;
};

/** Their refresh tokens end now; an ID token already issued is refused by the link check. */
async function revokeSessions(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid).catch(unlessNoSuchUser);
}

/** A suspended person cannot sign in at all (issue 32); lifting the suspension lets them again. */
async function setSignInDisabled(uid: string, disabled: boolean): Promise<void> {
  await auth()
    .updateUser(uid, { disabled })
    .then(() => undefined)
    .catch(unlessNoSuchUser);
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
 * POST /staff-members/:staffUid/suspend (an admin): the staff record turns `suspended`, every
 * active link `suspended` and every unused invitation void, in one transaction with the audit
 * entry; then their sign-in is disabled and their sessions revoked (issue 32). No prescriber
 * may invite them again until an admin lifts the suspension.
 */
export function suspendStaff(store: StaffStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const staffUid = DocumentIdSchema.safeParse(req.params.staffUid);
    if (!staffUid.success) throw notStaff();
    const suspended = await store.suspendStaff(staffUid.data, actorOf(callerOf(res)), now());
    if (!suspended) throw notStaff();
    await setSignInDisabled(staffUid.data, true);
    await revokeSessions(staffUid.data);
    res.json({ success: true, message: STAFF_MESSAGES.suspended(suspended.firstName) });
  };
}

/**
 * POST /staff-members/:staffUid/reinstate (an admin): lifts a suspension. The record is
 * approved again and the sign-in enabled; their links stay ended, so each prescriber decides
 * again by inviting them.
 */
export function reinstateStaff(store: StaffStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const staffUid = DocumentIdSchema.safeParse(req.params.staffUid);
    if (!staffUid.success) throw notStaff();
    const lifted = await store.reinstateStaff(staffUid.data, actorOf(callerOf(res)), now());
    if (!lifted) throw notStaff();
    if (lifted === 'not_suspended') throw new HttpError(409, STAFF_ERROR_CODES.notSuspended, STAFF_MESSAGES.notSuspended);
    await setSignInDisabled(staffUid.data, false);
    res.json({ success: true, message: STAFF_MESSAGES.reinstated(lifted.firstName) });
  };
}
