import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  ACCOUNT_ERROR_CODES,
  ConfirmAdminMobileRequestSchema,
  SIGN_IN_SECURITY_CODES,
  SIGN_IN_SECURITY_MESSAGES,
} from '@pharmacy/shared';
import { callerOf } from '../../platform/http/auth.ts';
import { CLIENT_RATE_WINDOW_MS, clientRateLimit } from '../../platform/http/client-rate-limit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import { FixedWindowStore, type RateLimitCounters } from '../../platform/rate-limit/rate-limit-store.ts';
import type { AdminStore } from './admin-store.ts';

const SCOPE = 'admin-mobile-confirm';

export interface ConfirmMobileLimitOptions {
  counters: RateLimitCounters;
  /** Per client and per admin per hour (AppConfig.accountEmailRateLimit); read per request. */
  limitPerHour: () => number;
  hashKey: () => string;
  behindGoogleFrontEnd: boolean;
  now?: () => Date;
}

const tooMany = () => new HttpError(429, ACCOUNT_ERROR_CODES.tooManyRequests, SIGN_IN_SECURITY_MESSAGES.tooManyMobileChecks);

/**
 * The confirm route answers whether a number is an admin's mobile on record, so whoever
 * holds only the password could guess at it: limited per client like the account e-mail
 * routes, and per admin account as well, whichever addresses the guesses come from.
 * Use after requireCaller.
 */
export function confirmMobileLimit(options: ConfirmMobileLimitOptions): RequestHandler[] {
  const perAccount = rateLimit({
    windowMs: CLIENT_RATE_WINDOW_MS,
    limit: options.limitPerHour,
    identifier: `${SCOPE}-account`,
    keyGenerator: (_req, res) => keyedHash(`${SCOPE}:account:${callerOf(res).uid}`, options.hashKey()),
    store: new FixedWindowStore(options.counters, `${SCOPE}-account:`, options.now),
    standardHeaders: false,
    legacyHeaders: false,
    validate: false,
    handler: (_req, _res, next) => next(tooMany()),
  });
  const perClient = clientRateLimit({
    scope: SCOPE,
    counters: options.counters,
    limitPerHour: options.limitPerHour,
    hashKey: options.hashKey,
    behindGoogleFrontEnd: options.behindGoogleFrontEnd,
    now: options.now,
    headers: false,
    onLimited: (_req, _res, next) => next(tooMany()),
  });
  return [...perClient, perAccount];
}

/**
 * POST /admin-mobile/confirm {mobile} (decision 066): an admin setting up two-step sign-in
 * types their mobile, and the portal texts it a code only when it is the one on record.
 * A password is enough (they have no second factor yet); the answer is only yes or no, and
 * the number on record never leaves the server.
 */
export function confirmAdminMobile(store: AdminStore): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    if (caller.role !== 'admin') throw new HttpError(403, 'forbidden', 'You do not have access to this portal.');
    const { mobile } = parseBody(ConfirmAdminMobileRequestSchema, req.body);
    if ((await store.mobileOnRecord(caller.uid)) !== mobile) {
      throw new HttpError(400, SIGN_IN_SECURITY_CODES.mobileNotOnRecord, SIGN_IN_SECURITY_MESSAGES.mobileNotOnRecord);
    }
    res.status(204).end();
  };
}
