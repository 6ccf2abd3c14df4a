/** The accounts feature: registration e-mail, verification, onboarding, password reset, /me. */
export { accountsRouter, type AccountDeps } from './router.ts';
export { accountStores } from './account-stores.ts';
export { meRouter } from './me.ts';
export { authAccounts, type AuthAccount } from './auth-accounts.ts';
export { accountMailFailures, type AccountMailFailure } from './account-mail-failures.ts';
export { sendOrRecord } from './send-or-record.ts';
export { passwordResetLink } from './account-mail.ts';
export { createVerificationToken, verificationTokenHash } from './verification-token.ts';
