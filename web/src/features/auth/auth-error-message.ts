/** Wording from the spec's error catalogue (section 8, "Login"). */
const MESSAGES_BY_CODE: Record<string, string> = {
  'auth/wrong-password': 'Incorrect password. Please try again or reset your password.',
  'auth/user-not-found': 'No account found with that email. Please check your email or register for a new account.',
  'auth/invalid-credential':
    'No account found with those details. Please check your email and password or register for a new account.',
};

export const LOGIN_FAILED = 'Login failed.';

/** Turns whatever sign-in threw into a sentence for the login form. */
export function authErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code in MESSAGES_BY_CODE) return MESSAGES_BY_CODE[code] ?? LOGIN_FAILED;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return LOGIN_FAILED;
}
