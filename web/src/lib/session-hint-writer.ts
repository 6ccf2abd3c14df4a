/** Writes and clears the note of a portal session that public pages read (session-hint.ts, decision 029). */
import { SESSION_HINT_KEY, type PortalKind } from './session-hint.ts';

/** The portal's idle sign-out period (IDLE_SIGN_OUT_MINUTES, decision 019). */
export const HINT_LIFETIME_MS = 30 * 60_000;

export function writeSessionHint(portal: PortalKind, now = Date.now()): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, `${portal} ${now + HINT_LIFETIME_MS}`);
  } catch {
    // Storage refused (private mode, quota): the public pages show the login button.
  }
}

export function clearSessionHint(): void {
  try {
    localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Nothing could be stored then either.
  }
}
