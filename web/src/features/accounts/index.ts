/**
 * Portal accounts (decisions 009, 019, 044): signing in and out, the session and who may
 * open which portal, registering and verifying an e-mail address, passwords and the
 * second step. What app/ composes and what other features use (eslint/feature-graph.js
 * says which may) is exported here.
 */
export {
  canOpenAdmin,
  canOpenDashboard,
  isAdmin,
  isApprovedPrescriber,
  isApprovedStaff,
  isSecondFactorNeededState,
  portalFor,
  type SecondFactorNeededState,
} from './access.ts';
export { accountName, practitionerAccountDetails } from './account-details.ts';
export type { SessionUser } from './api/watch-auth-session.ts';
/** The session and its record as a read ahead needs them, sharing the session's read (decision 086). */
export { restoredSession, type RestoredSession } from './api/restored-session.ts';
export { useAuthSession, type AuthSession } from './hooks/use-auth-session.ts';
export { IDLE_SIGNED_OUT_MESSAGE, isIdleSignOutState, useIdleSignOut } from './hooks/use-idle-sign-out.ts';
export { AccountSection } from './components/account-section.tsx';
export { EmailVerification } from './components/email-verification.tsx';
export { LoginForm } from './components/login-form.tsx';
export { LogoutButton } from './components/logout-button.tsx';
export { NewPasswordForm } from './components/new-password-form.tsx';
export { RecentSignInDialog } from './components/recent-sign-in-dialog.tsx';
export { RegistrationForm } from './components/registration-form.tsx';
export { RequestPasswordResetForm } from './components/request-password-reset-form.tsx';
export { sessionPendingView } from './components/session-pending.tsx';
/** Setting a password with the same fields and rules as registering: a staff invitation (decision 044). */
export { NewPasswordFields } from './components/new-password-fields.tsx';
export { newPasswordFields, withMatchingPasswords } from './password-schema.ts';
