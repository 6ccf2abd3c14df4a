import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES, CreateAdminRequestSchema, type CreateAdminResponse } from '@pharmacy/shared';
import { accountMailFailures, authAccounts, passwordResetLink, sendOrRecord } from '../accounts/index.ts';
import { getConfig } from '../../platform/config.ts';
import { auth } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { sendMail } from '../../platform/mail/mail.ts';
import { adminInvitationMail } from './admin-invitation-mail.ts';
import type { AdminStore } from './admin-store.ts';

const isEmailTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/email-already-exists';

/**
 * POST /admins (admins, recent sign-in): another admin joins the pharmacy's team
 * (decision 037). The server sets everything that makes them an admin: the role, and
 * the mobile their second factor must be, so whoever first holds the new account's
 * password can enrol no other phone. The account starts with a random password nobody
 * knows; the new admin chooses theirs through a reset link e-mailed to the address, which
 * is what proves the address is theirs (so the account is created verified).
 *
 * The Auth account first, then the record with its audit entry in one transaction; a
 * record that cannot be written takes the new account back with it. A failed e-mail
 * loses nothing: the admin exists, the answer says `invited: false`, and the failure is
 * recorded like every account e-mail.
 */
export function createAdmin(store: AdminStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { firstName, lastName, email, mobile } = parseBody(CreateAdminRequestSchema, req.body);
    const caller = callerOf(res);
    let uid: string;
    try {
      ({ uid } = await auth().createUser({
        email,
        emailVerified: true,
        password: randomBytes(32).toString('base64url'),
        displayName: `${firstName} ${lastName}`,
      }));
    } catch (error) {
      if (isEmailTaken(error)) throw new HttpError(409, 'email_in_use', ADMIN_MESSAGES.adminEmailInUse);
      throw error;
    }
    try {
      await store.createAdminRecord({ uid, firstName, lastName, email, mobile }, actorOf(caller));
    } catch (error) {
      await auth().deleteUser(uid);
      throw error;
    }
    const { appOrigin } = getConfig();
    const code = await authAccounts.passwordResetCode(email);
    const invited =
      code !== null &&
      (await sendOrRecord(
        { sendMail, mailFailures: accountMailFailures },
        'admin-invitation',
        uid,
        adminInvitationMail(email, passwordResetLink(appOrigin, code), appOrigin),
        now(),
      ));
    const body: CreateAdminResponse = { success: true, userId: uid, invited };
    res.status(201).json(body);
  };
}
