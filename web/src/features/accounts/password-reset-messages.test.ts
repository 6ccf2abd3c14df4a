import { describe, expect, it } from 'vitest';
import { isDeadResetLink, passwordResetErrorMessage } from './password-reset-messages.ts';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('password reset messages', () => {
  it.each([
    ['auth/expired-action-code', 'This password reset link has expired. Please request a new one.'],
    ['auth/invalid-action-code', 'This password reset link is invalid or has already been used. Please request a new one.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password.'],
    [
      'auth/network-request-failed',
      'Network error: Unable to connect to the server. Please check your internet connection and try again.',
    ],
    ['auth/internal-error', 'We could not change your password. Please try again.'],
  ])('%s: %s', (code, message) => {
    expect(passwordResetErrorMessage(firebaseError(code))).toBe(message);
  });

  it('a link that expired or was used cannot be retried; a weak password or a lost connection can', () => {
    expect(isDeadResetLink(firebaseError('auth/expired-action-code'))).toBe(true);
    expect(isDeadResetLink(firebaseError('auth/invalid-action-code'))).toBe(true);
    expect(isDeadResetLink(firebaseError('auth/weak-password'))).toBe(false);
    expect(isDeadResetLink(firebaseError('auth/network-request-failed'))).toBe(false);
  });
});
