import { PendingRegistrationSchema, type PendingRegistration } from '@pharmacy/shared';

const STORAGE_KEY = 'pendingRegistration';

/**
 * The spec keeps the registration details in browser storage until the e-mail
 * is verified (section 3). The server keeps its own copy, so this is only a
 * fallback for onboarding at login; storage being full or disabled (private
 * browsing) must never break registration, hence the swallowed errors.
 */
export function savePendingRegistration(registration: PendingRegistration): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(registration));
  } catch {
    // Fallback only: see above.
  }
}

/** The stored details, if they belong to `uid` (another account may have registered in this browser since). */
export function readPendingRegistration(uid: string): PendingRegistration | null {
  try {
    const parsed = PendingRegistrationSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success && parsed.data.uid === uid ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Practitioner details do not linger in the browser once `uid`'s account has its
 * record. Details another account registered in this browser stay for its login.
 */
export function clearPendingRegistration(uid: string): void {
  if (readPendingRegistration(uid) === null) return;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Fallback only: see above.
  }
}
