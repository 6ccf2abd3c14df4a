/**
 * Who is calling: identity from a verified Firebase ID token, role and status from
 * Firestore users/{uid}. Identity fields in request bodies are never trusted.
 */
import type { RequestHandler, Response } from 'express';
import { effectiveStatus, type UserRecord } from '@pharmacy/shared';
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
}

export interface AuthDeps {
  verifyIdToken: VerifyIdToken;
  getUserRecord: GetUserRecord;
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
    const caller: Caller = {
      ...verified,
      role: record?.role ?? null,
      status: record ? effectiveStatus(record) : null,
      record,
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

export const isAdmin = (caller: Caller): boolean => caller.role === 'admin';

/** Spec section 6: only approved practitioners (and admins) may order. */
export const isApprovedPractitionerOrAdmin = (caller: Caller): boolean =>
  isAdmin(caller) || (caller.role === 'practitioner' && caller.status === 'approved');

function guard(allowed: (caller: Caller) => boolean): RequestHandler {
  return (_req, res, next) => {
    if (!allowed(callerOf(res))) throw forbidden();
    next();
  };
}

/** Use after requireCaller. */
export const requireAdmin = guard(isAdmin);
/** Use after requireCaller. */
export const requireApprovedPractitionerOrAdmin = guard(isApprovedPractitionerOrAdmin);
