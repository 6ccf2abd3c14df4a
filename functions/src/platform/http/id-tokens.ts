import { auth } from '../firebase.ts';

export interface VerifiedIdToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The second factor this sign-in used ('phone'), or null for a password-only sign-in. */
  secondFactor: string | null;
  /** The enrolled factor's uid that sign-in used (firebase.second_factor_identifier), or null. */
  secondFactorId: string | null;
  /** When the person last signed in (entered their password), not when the token was refreshed. */
  authTime: Date;
}

/** Codes that mean "this token does not prove who the caller is" (-> 401). */
const REJECTED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

function isRejectedToken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REJECTED_TOKEN_CODES.has(code);
}

/** firebase-admin's type does not list the claim; Firebase Auth sets it beside sign_in_second_factor. */
function secondFactorIdentifier(claims: object): string | null {
  const value = (claims as { second_factor_identifier?: unknown }).second_factor_identifier;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Verifies a Firebase ID token. Returns null for a forged, expired or revoked token
 * or a disabled/deleted user; other failures (Auth unreachable) are thrown.
 * checkRevoked: an admin disabling or deleting a user cuts access at once, at the
 * cost of one Auth lookup per request.
 */
export async function verifyIdToken(token: string): Promise<VerifiedIdToken | null> {
  try {
    const decoded = await auth().verifyIdToken(token, true);
    return {
      uid: decoded.uid,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      secondFactor: decoded.firebase.sign_in_second_factor ?? null,
      secondFactorId: secondFactorIdentifier(decoded.firebase),
      authTime: new Date(decoded.auth_time * 1000),
    };
  } catch (error) {
    if (isRejectedToken(error)) return null;
    throw error;
  }
}
