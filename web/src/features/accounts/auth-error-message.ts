import { firebaseErrorCode } from '@/lib/firebase-error.ts';

/** Wording from the spec's error catalogue (section 8, "Login"). */
const MESSAGES_BY_CODE = new Map([
  ['auth/wrong-password', 'Incorrect password. Please try again or reset your password.'],
  ['auth/user-not-found', 'No account found with that email. Please check your email or register for a new account.'],
  [
    'auth/invalid-credential',
    'No account found with those details. Please check your email and password or register for a new account.',
  ],
  // The pharmacy suspended the account (a staff member, decision 062).
  ['auth/user-disabled', 'This account has been suspended by the pharmacy. Please call the pharmacy.'],
]);

const LOGIN_FAILED = 'Login failed.';

/** Turns whatever sign-in threw into a sentence for the login form. */
export function authErrorMessage(error: unknown): string {
  const code = firebaseErrorCode(error);
  const byCode = code === undefined ? undefined : MESSAGES_BY_CODE.get(code);
  if (byCode !== undefined) return byCode;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : LOGIN_FAILED;
}
