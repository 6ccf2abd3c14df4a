import { describe, expect, it } from 'vitest';
import { VerificationEmailError } from './api/send-verification-email.ts';
import { registrationErrorMessage } from './registration-error-message.ts';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('registration error messages', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists. Please try logging in instead.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    [
      'auth/network-request-failed',
      'Network error: Unable to connect to the server. Please check your internet connection and try again.',
    ],
  ])('%s has the catalogue message', (code, message) => {
    expect(registrationErrorMessage(firebaseError(code))).toBe(message);
  });

  it('a failed fetch is a network error too', () => {
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error: Unable to connect to the server. Please check your internet connection and try again.',
    );
  });

  it('anything else is "Registration failed."', () => {
    expect(registrationErrorMessage(firebaseError('auth/operation-not-allowed'))).toBe('Registration failed.');
    expect(registrationErrorMessage(new Error('boom'))).toBe('Registration failed.');
    expect(registrationErrorMessage(undefined)).toBe('Registration failed.');
  });

  it('a verification mail failure says the account exists, then why the mail failed', () => {
    expect(registrationErrorMessage(new VerificationEmailError('Too many requests.'))).toBe(
      'Registration successful, but failed to send verification email. Too many requests.',
    );
  });
});
