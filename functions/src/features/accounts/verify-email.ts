import type { RequestHandler, Response } from 'express';
import {
  ACCOUNT_ERROR_CODES,
  REGISTRATION_MESSAGES,
  type VerifyEmailFailure,
  type VerifyEmailResponse,
} from '@pharmacy/shared';
import type { ConsumedVerification } from './email-verifications.ts';
import { isWellFormedVerificationToken, verificationTokenHash } from './verification-token.ts';
import type { AccountDeps } from './deps.ts';
import { completeRegistration } from './complete-registration.ts';

interface Failure {
  status: number;
  code: string;
  message: string;
}

const MALFORMED: Failure = {
  status: 400,
  code: ACCOUNT_ERROR_CODES.invalidToken,
  message: REGISTRATION_MESSAGES.invalidVerificationLink,
};

const FAILURES: Record<Exclude<ConsumedVerification['kind'], 'verified'>, Failure> = {
  unknown: { status: 400, code: ACCOUNT_ERROR_CODES.invalidToken, message: REGISTRATION_MESSAGES.unknownVerificationLink },
  superseded: {
    status: 410,
    code: ACCOUNT_ERROR_CODES.tokenSuperseded,
    message: REGISTRATION_MESSAGES.supersededVerificationLink,
  },
  expired: { status: 410, code: ACCOUNT_ERROR_CODES.tokenExpired, message: REGISTRATION_MESSAGES.verificationLinkExpired },
  used: { status: 409, code: ACCOUNT_ERROR_CODES.tokenUsed, message: REGISTRATION_MESSAGES.verificationLinkUsed },
};

const ACCOUNT_GONE: Failure = {
  status: 400,
  code: ACCOUNT_ERROR_CODES.accountNotFound,
  message: REGISTRATION_MESSAGES.accountNotFound,
};

function fail(res: Response, { status, code, message }: Failure): void {
  const body: VerifyEmailFailure = { success: false, error: message, code };
  res.status(status).json(body);
}

/**
 * POST /verify-email: public, because the link may be opened on a phone without a
 * session; the single-use token is the proof. On success the Auth account is marked
 * verified and the practitioner's record is created from the stored registration.
 */
export function verifyEmail(deps: AccountDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    if (!isWellFormedVerificationToken(token)) return fail(res, MALFORMED);

    const at = now();
    const verification = await deps.emailVerifications.consume(verificationTokenHash(token), at);
    if (verification.kind !== 'verified') return fail(res, FAILURES[verification.kind]);

    // The link proves control of the address it was sent to, and only while the
    // account still has that address.
    const account = await deps.authAccounts.get(verification.uid);
    if (!account) return fail(res, ACCOUNT_GONE);
    if (account.email?.toLowerCase() !== verification.email.toLowerCase()) {
      return fail(res, FAILURES.unknown);
    }

    await deps.authAccounts.markEmailVerified(account.uid);
    // Without stored details (already onboarded, or never stored) the login's
    // onboarding creates the record instead.
    const registration = await deps.pendingRegistrations.get(account.uid);
    if (registration) await completeRegistration(deps, { ...registration, email: verification.email }, at);

    const body: VerifyEmailResponse = { success: true, message: REGISTRATION_MESSAGES.verificationSucceeded };
    res.json(body);
  };
}
