import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES, PractitionerStatusRequestSchema, type PractitionerStatusResponse } from '@pharmacy/shared';
import { practitionerStatuses, type StatusChangeOutcome } from './practitioner-status-store.ts';
import { practitionerStatusMail } from './practitioner-status-mail.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { accountMailFailures, sendOrRecord } from '../accounts/index.ts';
import { getConfig } from '../../platform/config.ts';
import { sendMail } from '../../platform/mail/mail.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { auth, isNoSuchAuthUser } from '../../platform/firebase.ts';

export const NOT_A_PRACTITIONER = 'Only a practitioner\u2019s registration has a status to change.';

const REFUSALS: Record<Extract<StatusChangeOutcome, { kind: 'refused' }>['reason'], () => HttpError> = {
  not_found: () => new HttpError(404, 'user_not_found', ADMIN_MESSAGES.userNotFound),
  not_practitioner: () => new HttpError(400, 'not_practitioner', NOT_A_PRACTITIONER),
  email_unverified: () => new HttpError(409, 'email_unverified', ADMIN_MESSAGES.cannotApproveUnverified),
};

/** Ends every session of the account; one already deleted has none left. */
async function revokeSessions(uid: string): Promise<void> {
  try {
    await auth().revokeRefreshTokens(uid);
  } catch (error) {
    if (!isNoSuchAuthUser(error)) throw error;
  }
}

/**
 * POST /practitioner-status-notify (admins): the admin's Confirm (spec section 4).
 * Writes the status with its audit entry, then e-mails the practitioner at the
 * address in their record (the body's names and e-mail are ignored). A failed
 * e-mail does not undo the status: it answers notified: false and is recorded.
 *
 * Confirming the status a practitioner already has writes and records nothing, but
 * sends the e-mail again: the dashboard only offers Confirm for a different status,
 * so this is a deliberate retry (e.g. after a failed notification), and `notified`
 * always says whether this request's e-mail went out.
 *
 * Rejecting also signs the practitioner out everywhere (their sessions are revoked).
 */
export function practitionerStatusNotify(now: () => Date): RequestHandler {
  return async (req, res) => {
    const { userId, status } = parseBody(PractitionerStatusRequestSchema, req.body);
    const outcome = await practitionerStatuses.change({ userId, to: status, actor: actorOf(callerOf(res)) });
    if (outcome.kind === 'refused') throw REFUSALS[outcome.reason]();
    // A rejected practitioner's sessions end: their refresh tokens stop working and
    // every ID token issued before now is refused (requireCaller checks revocation).
    if (status === 'rejected') await revokeSessions(userId);

    const mail = practitionerStatusMail(outcome.record, status, getConfig().appOrigin);
    const notified = await sendOrRecord({ sendMail, mailFailures: accountMailFailures }, 'practitioner-status', userId, mail, now());
    const body: PractitionerStatusResponse = { success: true, notified };
    res.json(body);
  };
}
