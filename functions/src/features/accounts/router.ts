import { Router, type RequestHandler } from 'express';
import { ACCOUNT_ERROR_CODES, REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { clientRateLimit, type ClientRateLimitOptions } from '../../platform/http/client-rate-limit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { AccountDeps } from './deps.ts';
import { onboardPractitioner } from './onboard-practitioner.ts';
import { answerPasswordReset, passwordReset, realPacing, startPacing, type AnswerPacing } from './password-reset.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { verifyEmail } from './verify-email.ts';

export type { AccountDeps } from './deps.ts';

export interface AccountsRouterOptions {
  /** False on the emulators, where every caller counts as one client (client-address.ts). */
  behindGoogleFrontEnd: boolean;
  now?: () => Date;
  /** How a password reset's answer is held to its floor; real time unless a test replaces it. */
  pacing?: () => AnswerPacing;
}

/**
 * Practitioner accounts: registration e-mail, verification, onboarding, password reset.
 * The two routes that send e-mail to an address the caller names are limited per
 * client as well as per account or address, so nobody can use the pharmacy's mail to
 * flood other people's inboxes by opening many accounts or naming many addresses.
 */
export function accountsRouter(deps: AccountDeps, requireCaller: RequestHandler, options: AccountsRouterOptions): Router {
  const now = options.now ?? (() => new Date());
  const accountEmailLimit = (scope: string, refusal: Pick<ClientRateLimitOptions, 'onLimited' | 'headers'>) =>
    clientRateLimit({
      scope,
      counters: deps.rateLimitCounters,
      limitPerHour: () => deps.settings().accountEmailRateLimit,
      hashKey: () => deps.settings().identifierHashKey,
      behindGoogleFrontEnd: options.behindGoogleFrontEnd,
      now,
      ...refusal,
    });
  const verificationEmailLimit = accountEmailLimit('verification-email', {
    headers: true,
    onLimited: (_req, _res, next) =>
      next(new HttpError(429, ACCOUNT_ERROR_CODES.tooManyRequests, REGISTRATION_MESSAGES.tooManyVerificationEmailsFromHere)),
  });
  // Over the limit looks like any other answer: it must not tell which addresses have accounts.
  const passwordResetLimit = accountEmailLimit('password-reset', {
    headers: false,
    onLimited: (_req, res) => void answerPasswordReset(res),
  });

  const router = Router();
  router.post('/send-verification-email', requireCaller, ...verificationEmailLimit, sendVerificationEmail(deps, now));
  router.post('/verify-email', verifyEmail(deps, now));
  router.post('/onboard-practitioner', requireCaller, onboardPractitioner(deps, now));
  router.post('/password-reset', startPacing(options.pacing ?? realPacing), ...passwordResetLimit, ...passwordReset(deps, now));
  return router;
}
