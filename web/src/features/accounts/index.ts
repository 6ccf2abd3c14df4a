/**
 * What other features may use of auth; eslint/web-boundaries.js says which ones may
 * (decision 014). app/ composes screens from any file.
 */
export { VerificationEmailError, sendVerificationEmail } from './api/send-verification-email.ts';
export { NewPasswordFields } from './components/new-password-fields.tsx';
export { newPasswordFields, withMatchingPasswords } from './password-schema.ts';
export { savePendingRegistration } from './pending-registration.ts';
