import { Router, type RequestHandler } from 'express';
import type { AccountDeps } from './deps.ts';
import { onboardPractitioner } from './onboard-practitioner.ts';
import { passwordReset } from './password-reset.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { verifyEmail } from './verify-email.ts';

export type { AccountDeps } from './deps.ts';

/** Practitioner accounts: registration e-mail, verification, onboarding, password reset. */
export function accountsRouter(
  deps: AccountDeps,
  requireCaller: RequestHandler,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();
  router.post('/send-verification-email', requireCaller, sendVerificationEmail(deps, now));
  router.post('/verify-email', verifyEmail(deps, now));
  router.post('/onboard-practitioner', requireCaller, onboardPractitioner(deps, now));
  router.post('/password-reset', ...passwordReset(deps, now));
  return router;
}
