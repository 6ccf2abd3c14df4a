import { REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { firebaseErrorCode, isNetworkFailure } from '@/lib/firebase-error.ts';

/** /reset-password is beyond the spec; its weak-password and network wording are the spec's registration messages. */
export const PASSWORD_RESET_MESSAGES = {
  linkSent: REGISTRATION_MESSAGES.passwordResetSent,
  requestFailed: 'We could not send the reset link. Please try again.',
  expired: 'This password reset link has expired. Please request a new one.',
  invalid: 'This password reset link is invalid or has already been used. Please request a new one.',
  disabled: 'This account has been disabled. Please contact support.',
  weakPassword: REGISTRATION_MESSAGES.weakPassword,
  network: REGISTRATION_MESSAGES.networkError,
  resetFailed: 'We could not change your password. Please try again.',
  changed: 'Your password has been changed. You can now log in with your new password.',
} as const;

const BY_CODE: Record<string, string> = {
  'auth/expired-action-code': PASSWORD_RESET_MESSAGES.expired,
  'auth/invalid-action-code': PASSWORD_RESET_MESSAGES.invalid,
  // The account behind the link was deleted since the e-mail was sent.
  'auth/user-not-found': PASSWORD_RESET_MESSAGES.invalid,
  'auth/user-disabled': PASSWORD_RESET_MESSAGES.disabled,
  'auth/weak-password': PASSWORD_RESET_MESSAGES.weakPassword,
};

/** Why checking a reset link, or setting the new password, failed. */
export function passwordResetErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return PASSWORD_RESET_MESSAGES.network;
  return BY_CODE[firebaseErrorCode(error) ?? ''] ?? PASSWORD_RESET_MESSAGES.resetFailed;
}

/** A link that can never work again: the form is replaced by a way to request a new one. */
export function isDeadResetLink(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code !== undefined && code !== 'auth/weak-password' && code in BY_CODE;
}
