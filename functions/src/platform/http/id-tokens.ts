import { auth } from '../firebase.ts';

export interface VerifiedIdToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The second factor this sign-in used ('phone'), or null for a password-only sign-in. */
  secondFactor: string | null;
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
      authTime: new Date(decoded.auth_time * 1000),
    };
  } catch (error) {
    if (isRejectedToken(error)) return null;
    throw error;
  }
}
