import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';

describe('login error messages', () => {
  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again or reset your password.'],
    ['auth/user-not-found', 'No account found with that email. Please check your email or register for a new account.'],
    ['auth/user-disabled', 'This account has been suspended by the pharmacy. Please call the pharmacy.'],
    [
      'auth/invalid-credential',
      'No account found with those details. Please check your email and password or register for a new account.',
    ],
  ])('%s has its own message', (code, message) => {
    expect(authErrorMessage({ code, message: 'Firebase: raw text' })).toBe(message);
  });

  it('shows the raw message for other errors', () => {
    expect(authErrorMessage({ code: 'auth/too-many-requests', message: 'Too many attempts.' })).toBe('Too many attempts.');
  });

  it('falls back to "Login failed." when there is no message', () => {
    expect(authErrorMessage(undefined)).toBe('Login failed.');
    expect(authErrorMessage({ code: 'auth/x' })).toBe('Login failed.');
  });
});
