/**
 * Who is calling: identity from a verified Firebase ID token, role and status from
 * Firestore users/{uid}. Identity fields in request bodies are never trusted.
 */
import type { RequestHandler, Response } from 'express';
import {
  RECENT_SIGN_IN_MINUTES,
  SIGN_IN_SECURITY_CODES,
  SIGN_IN_SECURITY_MESSAGES,
  effectiveStatus,
  type UserRecord,
} from '@pharmacy/shared';
import type { IsAdminFactorOnRecord } from './admin-factor.ts';
import type { VerifiedIdToken } from './id-tokens.ts';
import { HttpError } from './errors.ts';

/** Resolves null when the token is forged, expired, revoked or its user disabled. */
export type VerifyIdToken = (token: string) => Promise<VerifiedIdToken | null>;
export type GetUserRecord = (uid: string) => Promise<UserRecord | null>;

export interface Caller extends VerifiedIdToken {
  /** null while the caller has no users/{uid} record (not yet onboarded). */
  role: string | null;
  /** null without a record; a record without a status counts as 'pending'. */
  status: string | null;
  record: UserRecord | null;
  /** An admin's second factor is the mobile on their record (decision 037); false for everyone else. */
  adminFactorOnRecord: boolean;
}

export interface AuthDeps {
  verifyIdToken: VerifyIdToken;
  getUserRecord: GetUserRecord;
  isAdminFactorOnRecord: IsAdminFactorOnRecord;
}

export const unauthenticated = () =>
  new HttpError(401, 'unauthenticated', 'Please sign in again to continue.');
const forbidden = () =>
  new HttpError(403, 'forbidden', 'You do not have access to this portal.');

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Verifies the caller and stores it in res.locals.caller; 401 otherwise. */
export function createRequireCaller(deps: AuthDeps): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw unauthenticated();
    const verified = await deps.verifyIdToken(token);
    if (!verified) throw unauthenticated();
    const record = await deps.getUserRecord(verified.uid);
    const adminFactorOnRecord =
      record?.role === 'admin' && verified.secondFactor !== null
        ? await deps.isAdminFactorOnRecord(verified.uid, record, verified.secondFactorId)
        : false;
    const caller: Caller = {
      ...verified,
      role: record?.role ?? null,
      status: record ? effectiveStatus(record) : null,
      record,
      adminFactorOnRecord,
    };
    res.locals.caller = caller;
    next();
  };
}

/** The caller stored by requireCaller; a route without it is a programming error. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('callerOf() used on a route without requireCaller');
  return caller;
}

/**
 * An admin acts as one only from a sign-in that used a second factor (decision 022):
 * a password alone, guessed or phished, must not reach patients' scripts; and only the
 * factor on the mobile on record (decision 037), so a password cannot enrol its own phone.
 */
export const isAdmin = (caller: Caller): boolean =>
  caller.role === 'admin' && caller.secondFactor !== null && caller.adminFactorOnRecord;

/** Spec section 6: only approved practitioners (and admins) may order. */
export const isApprovedPractitionerOrAdmin = (caller: Caller): boolean =>
  isAdmin(caller) || (caller.role === 'practitioner' && caller.status === 'approved');

/** An admin record signed in with a password only: told how to get in, not just refused. */
const secondFactorRequired = () =>
  new HttpError(403, SIGN_IN_SECURITY_CODES.secondFactorRequired, SIGN_IN_SECURITY_MESSAGES.secondFactorRequired);

const secondFactorNotOnRecord = () =>
  new HttpError(403, SIGN_IN_SECURITY_CODES.secondFactorNotOnRecord, SIGN_IN_SECURITY_MESSAGES.secondFactorNotOnRecord);

/** Why an admin record was refused: told what to do rather than just refused. */
function refusal(caller: Caller): HttpError {
  if (caller.role !== 'admin') return forbidden();
  if (caller.secondFactor === null) return secondFactorRequired();
  return caller.adminFactorOnRecord ? forbidden() : secondFactorNotOnRecord();
}

function guard(allowed: (caller: Caller) => boolean): RequestHandler {
  return (_req, res, next) => {
    const caller = callerOf(res);
    if (allowed(caller)) {
      next();
      return;
    }
    throw refusal(caller);
  };
}

/** Use after requireCaller. */
export const requireAdmin = guard(isAdmin);
/** Use after requireCaller. */
export const requireApprovedPractitionerOrAdmin = guard(isApprovedPractitionerOrAdmin);

/** Whether the caller entered their password (and code) within `minutes` (RECENT_SIGN_IN_MINUTES) of now. */
export function signedInRecently(caller: Caller, now: Date, minutes: number = RECENT_SIGN_IN_MINUTES): boolean {
  return now.getTime() - caller.authTime.getTime() <= minutes * 60_000;
}

export const recentSignInRequired = () =>
  new HttpError(401, SIGN_IN_SECURITY_CODES.recentSignInRequired, SIGN_IN_SECURITY_MESSAGES.recentSignInRequired);

/**
 * Use after requireAdmin on the actions that cannot be undone or open the catalogue to a
 * new source: a session left open on a pharmacy computer must not be enough for them.
 * A prescriber signing a draft their staff prepared needs a sign-in within 10 minutes
 * (SIGNING_SIGN_IN_MINUTES, decision 045).
 */
export function requireRecentSignIn(now: () => Date = () => new Date(), minutes: number = RECENT_SIGN_IN_MINUTES): RequestHandler {
  return (_req, res, next) => {
    if (!signedInRecently(callerOf(res), now(), minutes)) throw recentSignInRequired();
    next();
  };
}
