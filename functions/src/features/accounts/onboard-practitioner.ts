import type { RequestHandler } from 'express';
import {
  ACCOUNT_ERROR_CODES,
  PractitionerDetailsSchema,
  REGISTRATION_MESSAGES,
  type OnboardPractitionerResponse,
  type PendingRegistration,
} from '@pharmacy/shared';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { AccountDeps } from './deps.ts';
import { completeRegistration } from './complete-registration.ts';
import { hasPractitionerDetails, parseBody } from '../../platform/http/request-body.ts';

/** A token minted before verification still says unverified: ask Auth then. */
async function hasVerifiedEmail(deps: AccountDeps, caller: Caller): Promise<boolean> {
  if (caller.emailVerified) return true;
  return (await deps.authAccounts.get(caller.uid))?.emailVerified === true;
}

/** The details stored at registration; the body's only when none are stored. */
async function registrationToOnboard(
  deps: AccountDeps,
  uid: string,
  email: string,
  body: unknown,
): Promise<PendingRegistration> {
  const stored = await deps.pendingRegistrations.get(uid);
  if (stored) return { ...stored, email };
  if (hasPractitionerDetails(body)) return { ...parseBody(PractitionerDetailsSchema, body), uid, email };
  throw new HttpError(400, ACCOUNT_ERROR_CODES.noPendingRegistration, REGISTRATION_MESSAGES.noPendingRegistration);
}

/**
 * POST /onboard-practitioner (after requireCaller): at login, creates the record of
 * a verified practitioner who has none yet (spec section 4). Idempotent: an existing
 * record is left exactly as it is.
 */
export function onboardPractitioner(deps: AccountDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    if (caller.record) {
      const body: OnboardPractitionerResponse = { success: true, created: false };
      res.json(body);
      return;
    }
    if (!caller.email || !(await hasVerifiedEmail(deps, caller))) {
      throw new HttpError(403, ACCOUNT_ERROR_CODES.emailUnverified, REGISTRATION_MESSAGES.emailUnverified);
    }

    const registration = await registrationToOnboard(deps, caller.uid, caller.email, req.body);
    const created = await completeRegistration(deps, registration, now());
    const body: OnboardPractitionerResponse = { success: true, created };
    res.status(created ? 201 : 200).json(body);
  };
}
