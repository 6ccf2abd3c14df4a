import { REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { VerificationEmailError } from './api/send-verification-email.ts';
import { firebaseErrorCode, isNetworkFailure } from '@/lib/firebase-error.ts';

const BY_CODE: Record<string, string> = {
  'auth/email-already-in-use': REGISTRATION_MESSAGES.emailInUse,
  'auth/weak-password': REGISTRATION_MESSAGES.weakPassword,
  'auth/invalid-email': REGISTRATION_MESSAGES.invalidEmail,
};

/** What the registration form says when registering failed (spec section 8, "Registration"). */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof VerificationEmailError) {
    return `${REGISTRATION_MESSAGES.verificationEmailFailed} ${error.detail}`;
  }
  if (isNetworkFailure(error)) return REGISTRATION_MESSAGES.networkError;
  return BY_CODE[firebaseErrorCode(error) ?? ''] ?? REGISTRATION_MESSAGES.registrationFailed;
}
