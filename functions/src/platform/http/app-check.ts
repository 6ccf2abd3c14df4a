/**
 * App Check on the signed-in API (decision 038): a password and the rate limits alone
 * would let any script that holds one call every route. When enforcement is on, every
 * route behind requireCaller also needs a valid App Check token, which only our web
 * app, on our domain, with reCAPTCHA Enterprise's judgement, can mint. The public
 * routes (health, the enquiry, password reset, verify e-mail) are not behind it: the
 * public pages load no Firebase code (decision 032) and those routes have their own
 * per-client and per-address limits.
 */
import type { Request, RequestHandler } from 'express';
import { APP_CHECK_CODES, APP_CHECK_HEADER } from '@pharmacy/shared';
import { HttpError } from './errors.ts';

/** Resolves false for a forged, expired or foreign token; throws when it cannot tell (keys unreachable). */
export type VerifyAppCheckToken = (token: string) => Promise<boolean>;

export interface AppCheckDeps {
  /** Read per request: the APP_CHECK_ENFORCED setting, validated with the rest (config.ts). */
  appCheckEnforced: () => boolean;
  verifyAppCheckToken: VerifyAppCheckToken;
}

export const appCheckRequired = () =>
  new HttpError(401, APP_CHECK_CODES.required, 'This request did not come from the pharmacy\u2019s website. Reload the page and try again.');
export const appCheckInvalid = () =>
  new HttpError(401, APP_CHECK_CODES.invalid, 'The website\u2019s security check could not be confirmed. Reload the page and try again.');

/** Throws the 401 when enforcement is on and the request has no valid App Check token. */
export async function checkAppCheck(req: Request, deps: AppCheckDeps): Promise<void> {
  if (!deps.appCheckEnforced()) return;
  const token = req.get(APP_CHECK_HEADER)?.trim();
  if (!token) throw appCheckRequired();
  if (!(await deps.verifyAppCheckToken(token))) throw appCheckInvalid();
}

/** `handler` (requireCaller) behind the App Check check: the cheaper refusal comes first. */
export function withAppCheck(deps: AppCheckDeps, handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    await checkAppCheck(req, deps);
    await handler(req, res, next);
  };
}
