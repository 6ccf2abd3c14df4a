/** Firebase Auth accounts, for the registration, verification and password-reset routes. */
import { auth } from '../../platform/firebase.ts';

/** The Admin SDK's "no such account" codes (by uid, by e-mail). */
const NOT_FOUND_CODES = new Set(['auth/user-not-found', 'auth/email-not-found']);

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NOT_FOUND_CODES.has(code);
}

export interface AuthAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export const authAccounts = {
  /** null when the account does not exist (any more). */
  async get(uid: string): Promise<AuthAccount | null> {
    try {
      const user = await auth().getUser(uid);
      return { uid: user.uid, email: user.email ?? null, emailVerified: user.emailVerified };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },

  async markEmailVerified(uid: string): Promise<void> {
    await auth().updateUser(uid, { emailVerified: true });
  },

  /**
   * Firebase builds a link to its own action page; we only take its oobCode and
   * e-mail a link to our /reset-password page, which confirms the reset with it.
   * null when no account has that e-mail.
   */
  async passwordResetCode(email: string): Promise<string | null> {
    try {
      const link = await auth().generatePasswordResetLink(email);
      const code = new URL(link).searchParams.get('oobCode');
      if (!code) throw new Error('The password-reset link from Firebase Auth has no oobCode.');
      return code;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
};
