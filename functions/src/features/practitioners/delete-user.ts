import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES, DeleteUserRequestSchema, type DeleteUserResponse } from '@pharmacy/shared';
import { deleteAuthAccount, deleteUserData, type DeletedUserData } from './user-deletion-store.ts';
import { authAccounts } from '../accounts/index.ts';
import { deleteFavouritesOf } from '../favourites/index.ts';
import { deletePatientsOf } from '../patients/index.ts';
import { getUserRecord } from '../../platform/http/user-records.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { actorOf } from '../../platform/http/actor.ts';

export const CANNOT_DELETE_ADMIN = 'Admin accounts cannot be deleted from the dashboard.';
export const NOTHING_LEFT_TO_DELETE = 'Nothing was left to delete: this user had already been deleted.';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What was removed, in words: the spec's `details`. */
function describe(deleted: DeletedUserData, accountDeleted: boolean): string {
  const parts = [
    accountDeleted && 'sign-in account',
    deleted.record && 'user record',
    deleted.pendingRegistration && 'registration details',
    deleted.verificationLinks > 0 && plural(deleted.verificationLinks, 'verification link'),
    deleted.patients > 0 && plural(deleted.patients, 'patient'),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return NOTHING_LEFT_TO_DELETE;
  return `Deleted ${deleted.label}: ${parts.join(', ')}. Their order requests are kept, with each item's patient.`;
}

/**
 * POST /delete-user (admins). The sign-in account goes first, so the user loses
 * access at once (tokens are checked for revocation); then the stored data with the
 * audit entry. Any step may have been done by an interrupted earlier attempt, so a
 * repeated request finishes the job, and one with nothing left answers success.
 */
export function deleteUser(): RequestHandler {
  return async (req, res) => {
    const { userId } = parseBody(DeleteUserRequestSchema, req.body);
    const caller = callerOf(res);
    if (userId === caller.uid) throw new HttpError(400, 'cannot_delete_self', ADMIN_MESSAGES.cannotDeleteSelf);
    // One admin cannot lock another out; removing an admin is a decision for the
    // pharmacy's owners, outside the dashboard.
    if ((await getUserRecord(userId))?.role === 'admin') {
      throw new HttpError(403, 'cannot_delete_admin', CANNOT_DELETE_ADMIN);
    }

    const account = await authAccounts.get(userId);
    const accountDeleted = account !== null && (await deleteAuthAccount(userId));
    const patientsDeleted = await deletePatientsOf(userId);
    // A favourite names no patient; it is the prescriber's own shorthand and goes with them (decision 054).
    await deleteFavouritesOf(userId);
    const deleted = await deleteUserData({
      userId,
      actor: actorOf(caller),
      accountDeleted,
      accountEmail: account?.email ?? null,
      patientsDeleted,
    });
    const body: DeleteUserResponse = { success: true, details: describe(deleted, accountDeleted) };
    res.json(body);
  };
}
