/**
 * POST /password-reset: public, and it must not tell anyone which addresses have an
 * account, neither by its answer nor by how long it takes (issue 23).
 *
 * So every well-formed request does the same steps whether or not the address has an
 * account: ask Firebase Auth for a reset code (it looks the address up either way), write
 * one e-mail (the reset link, or a notice that the address has no account) and send it
 * the same way; and the answer waits until PASSWORD_RESET_ANSWER_FLOOR_MS after the
 * request arrived. The steps alone still differ by what Auth and the mail provider do
 * inside (making a code, a message's size): the floor covers that. Over a limit, the
 * answer waits for the same floor too.
 */
import type { RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { PasswordResetRequestSchema, type AccountSuccessResponse } from '@pharmacy/shared';
import { noAccountForResetMail, passwordResetLink, passwordResetMail } from './account-mail.ts';
import { FixedWindowStore } from '../../platform/rate-limit/rate-limit-store.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import type { AccountDeps } from './deps.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { sendOrRecord } from './send-or-record.ts';

const PASSWORD_RESETS_PER_HOUR = 3;

/**
 * The soonest a well-formed request is answered, from its arrival. Above what the steps
 * take (a code from Auth and a send through SendGrid: typically well under a second), so
 * the answer's time is the floor's, not the work's.
 */
export const PASSWORD_RESET_ANSWER_FLOOR_MS = 1500;

/** Every well-formed request gets this answer (see passwordReset). */
export const PASSWORD_RESET_ANSWER: AccountSuccessResponse = { success: true };

/** How the answer is held back: a monotonic clock and a sleep, replaced in unit tests. */
export interface AnswerPacing {
  elapsedMs: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realPacing = (): AnswerPacing => ({
  elapsedMs: (() => {
    const start = performance.now();
    return () => performance.now() - start;
  })(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/** Starts the request's pacing; first on the route, before any limit can answer. */
export const startPacing =
  (pacing: () => AnswerPacing): RequestHandler =>
  (_req, res, next) => {
    res.locals.passwordResetPacing = pacing();
    next();
  };

/** The one answer, sent no sooner than the floor after the request arrived. */
export async function answerPasswordReset(res: Response): Promise<void> {
  const pacing = res.locals.passwordResetPacing as AnswerPacing;
  const remaining = PASSWORD_RESET_ANSWER_FLOOR_MS - pacing.elapsedMs();
  if (remaining > 0) await pacing.sleep(remaining);
  res.json(PASSWORD_RESET_ANSWER);
}

/** The validated address, lower-cased: Auth compares addresses case-insensitively, so the limit does too. */
const emailOf = (res: { locals: Record<string, unknown> }) => res.locals.passwordResetEmail as string;

const readEmail: RequestHandler = (req, res, next) => {
  res.locals.passwordResetEmail = parseBody(PasswordResetRequestSchema, req.body).email.toLowerCase();
  next();
};

/**
 * Every well-formed address gets the same 200 after the same steps and the same floor,
 * whether or not it has an account, is over its limit or the e-mail failed. Mount after
 * startPacing.
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
    handler: (_req, res) => void answerPasswordReset(res),
  });

  const send: RequestHandler = async (_req, res) => {
    const email = emailOf(res);
    const { appOrigin } = deps.settings();
    // The same steps for both: the lookup is Auth's making of a code, and one e-mail goes either way.
    const code = await deps.authAccounts.passwordResetCode(email);
    const message = code ? passwordResetMail(email, passwordResetLink(appOrigin, code)) : noAccountForResetMail(email, appOrigin);
    await sendOrRecord(deps, 'password-reset', null, message, now());
    await answerPasswordReset(res);
  };
  return [readEmail, perAddress, send];
}
