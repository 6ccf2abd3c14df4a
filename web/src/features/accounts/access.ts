import { REGISTRATION_MESSAGES, ROUTES, STAFF_ROLE, effectiveStatus, type UserRecord } from '@pharmacy/shared';
import type { PortalKind } from '@/lib/session-hint.ts';

/** Login and access messages, worded exactly as the spec's error catalogue (section 8). */
export const ACCESS_MESSAGES = {
  awaitingApproval: 'Your account is awaiting admin approval.',
  rejected: 'Your registration was rejected. Please contact support.',
  invalidStatus: 'Your account status is invalid. Please contact support.',
  noAccess: 'You do not have access to this portal.',
  noRecord: REGISTRATION_MESSAGES.noUserRecord,
  onboardingFailed: REGISTRATION_MESSAGES.onboardingFailed,
  accountActivated: REGISTRATION_MESSAGES.accountActivated,
} as const;

export type LoginOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'denied'; message: string }
  /** No record and an unverified e-mail: the user may ask for a new verification link. */
  | { kind: 'unverified'; message: string }
  /** No record yet, e-mail verified: create the record now (spec section 4, onboarding). */
  | { kind: 'onboard' };

/** Where a freshly signed-in user goes (spec section 4, "Registration flow" and "Login routing"). */
export function decideLoginOutcome(record: UserRecord | null, emailVerified: boolean): LoginOutcome {
  if (record === null) {
    return emailVerified ? { kind: 'onboard' } : { kind: 'unverified', message: ACCESS_MESSAGES.noRecord };
  }
  if (record.role === 'admin') return { kind: 'redirect', to: ROUTES.admin };
  // A clinic's staff member works in the dashboard for the prescribers they work for (decision 044).
  if (isApprovedStaff(record)) return { kind: 'redirect', to: ROUTES.dashboard };
  if (record.role !== 'practitioner') return { kind: 'denied', message: ACCESS_MESSAGES.noAccess };
  switch (effectiveStatus(record)) {
    case 'approved':
      return { kind: 'redirect', to: ROUTES.dashboard };
    case 'pending':
      return { kind: 'denied', message: ACCESS_MESSAGES.awaitingApproval };
    case 'rejected':
      return { kind: 'denied', message: ACCESS_MESSAGES.rejected };
    default:
      return { kind: 'denied', message: ACCESS_MESSAGES.invalidStatus };
  }
}

/** A clinic's staff member whose account the pharmacy has not suspended (decision 044). */
export function isApprovedStaff(record: UserRecord | null): boolean {
  return record?.role === STAFF_ROLE && effectiveStatus(record) === 'approved';
}

/** A prescriber (doctor, nurse practitioner, vet) the pharmacy has approved: neither staff nor an admin. */
export function isApprovedPrescriber(record: UserRecord | null): boolean {
  return record?.role === 'practitioner' && effectiveStatus(record) === 'approved';
}

export function isAdmin(record: UserRecord | null): boolean {
  return record?.role === 'admin';
}

/** An admin acts as one only after a sign-in with their second factor (decision 022). */
export function canOpenAdmin(record: UserRecord | null, secondFactor: boolean): boolean {
  return isAdmin(record) && secondFactor;
}

/** Admins may use the practitioner dashboard too (spec section 6), signed in with their second factor. */
export function canOpenDashboard(record: UserRecord | null, secondFactor: boolean): boolean {
  if (record === null) return false;
  return canOpenAdmin(record, secondFactor) || isApprovedPrescriber(record) || isApprovedStaff(record);
}

/** Which portal a signed-in user works in (the admin's, if they may open it), or none. */
export function portalFor(record: UserRecord | null, secondFactor: boolean): PortalKind | null {
  if (canOpenAdmin(record, secondFactor)) return 'admin';
  return canOpenDashboard(record, secondFactor) ? 'dashboard' : null;
}

/** What the login page receives when the admin portal sent a password-only admin back to it. */
export interface SecondFactorNeededState {
  secondFactorNeeded: true;
}

export function isSecondFactorNeededState(state: unknown): state is SecondFactorNeededState {
  return typeof state === 'object' && state !== null && (state as Partial<SecondFactorNeededState>).secondFactorNeeded === true;
}
