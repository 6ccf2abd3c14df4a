import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { PasswordResetRequestSchema, type AccountSuccessResponse } from '@pharmacy/shared';
import { passwordResetLink, passwordResetMail } from './account-mail.ts';
import { FixedWindowStore } from '../../platform/rate-limit/rate-limit-store.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import type { AccountDeps } from './deps.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { sendOrRecord } from './send-or-record.ts';

const PASSWORD_RESETS_PER_HOUR = 3;

/** Every well-formed request gets this answer (see passwordReset). */
export const PASSWORD_RESET_ANSWER: AccountSuccessResponse = { success: true };

/** The validated address, lower-cased: Auth compares addresses case-insensitively, so the limit does too. */
const emailOf = (res: { locals: Record<string, unknown> }) => res.locals.passwordResetEmail as string;

const readEmail: RequestHandler = (req, res, next) => {
  res.locals.passwordResetEmail = parseBody(PasswordResetRequestSchema, req.body).email.toLowerCase();
  next();
};

/**
 * POST /password-reset: public. Every well-formed address gets the same 200, whether
 * or not it has an account, is over its limit or the e-mail failed, so the answer
 * never tells anyone which addresses are registered.
 */
export function passwordReset(deps: AccountDeps, now: () => Date): RequestHandler[] {
  const perAddress = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: PASSWORD_RESETS_PER_HOUR,
    identifier: 'password-reset',
    // Counted under a keyed hash: the rateLimits collection never holds an address.
    keyGenerator: (_req, res) => keyedHash(`password-reset:${emailOf(res)}`, deps.settings().identifierHashKey),
    store: new FixedWindowStore(deps.rateLimitCounters, 'password-reset:', now),
    // No RateLimit headers: being over the limit must look like any other answer.
    standardHeaders: false,
    legacyHeaders: false,
    // The key is the address, not the client: the checks about client IPs do not apply.
    validate: false,
    handler: (_req, res) => void res.json(PASSWORD_RESET_ANSWER),
  });

  const send: RequestHandler = async (_req, res) => {
    const email = emailOf(res);
    const code = await deps.authAccounts.passwordResetCode(email);
    if (code) {
      const message = passwordResetMail(email, passwordResetLink(deps.settings().appOrigin, code));
      await sendOrRecord(deps, 'password-reset', null, message, now());
    }
    res.json(PASSWORD_RESET_ANSWER);
  };
  return [readEmail, perAddress, send];
}
