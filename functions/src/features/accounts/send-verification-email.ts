import type { RequestHandler } from 'express';
import {
  ACCOUNT_ERROR_CODES,
  PractitionerDetailsSchema,
  REGISTRATION_MESSAGES,
  VERIFICATION_TOKEN_TTL_HOURS,
  type AccountSuccessResponse,
  type PendingRegistration,
} from '@pharmacy/shared';
import { verificationLink, verificationMail } from './account-mail.ts';
import { createVerificationToken } from './verification-token.ts';
import { callerOf, unauthenticated } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { AccountDeps } from './deps.ts';
import { hasPractitionerDetails, parseBody } from '../../platform/http/request-body.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Enough for typos and lost mail, too few to flood someone's inbox. */
const VERIFICATION_EMAILS_PER_HOUR = 5;

/** Fresh details from the body, or (for a resend, an empty body) the stored ones. */
async function registrationToVerify(
  deps: AccountDeps,
  uid: string,
  email: string,
  body: unknown,
): Promise<PendingRegistration> {
  if (hasPractitionerDetails(body)) {
    return { ...parseBody(PractitionerDetailsSchema, body), uid, email };
  }
  const stored = await deps.pendingRegistrations.get(uid);
  if (!stored) {
    throw new HttpError(400, ACCOUNT_ERROR_CODES.noPendingRegistration, REGISTRATION_MESSAGES.noPendingRegistration);
  }
  return { ...stored, email };
}

/**
 * POST /send-verification-email (after requireCaller): stores the registration
 * details and e-mails a single-use verification link to the account's address.
 * Identity comes from the ID token and the Auth account, never from the body.
 */
export function sendVerificationEmail(deps: AccountDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const account = await deps.authAccounts.get(callerOf(res).uid);
    if (!account?.email) throw unauthenticated();
    if (account.emailVerified) {
      throw new HttpError(409, ACCOUNT_ERROR_CODES.alreadyVerified, REGISTRATION_MESSAGES.alreadyVerified);
    }

    const registration = await registrationToVerify(deps, account.uid, account.email, req.body);
    const at = now();
    // Stored before anything can fail, so a resend works after a failed e-mail.
    await deps.pendingRegistrations.save(registration, at);

    const { token, hash } = createVerificationToken();
    const outcome = await deps.emailVerifications.issue(
      {
        uid: account.uid,
        email: account.email,
        tokenHash: hash,
        createdAt: at,
        expiresAt: new Date(at.getTime() + VERIFICATION_TOKEN_TTL_HOURS * HOUR_MS),
      },
      { max: VERIFICATION_EMAILS_PER_HOUR, since: new Date(at.getTime() - HOUR_MS) },
    );
    if (outcome === 'rate_limited') {
      throw new HttpError(429, ACCOUNT_ERROR_CODES.tooManyRequests, REGISTRATION_MESSAGES.tooManyVerificationEmails);
    }

    // A MailDeliveryError becomes 502 (errors.ts); the details stay stored.
    await deps.sendMail(verificationMail(registration, verificationLink(deps.settings().appOrigin, token)));
    const body: AccountSuccessResponse = { success: true };
    res.json(body);
  };
}
