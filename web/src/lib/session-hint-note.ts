/**
 * The note's format and how to read it, without React: the prerendered public pages read it
 * from their small script (web/src/app/public-page.ts, decision 072), the SPA through
 * useSessionHint (session-hint.ts).
 */
export type PortalKind = 'admin' | 'dashboard';

export const SESSION_HINT_KEY = 'portal-session-hint';

/** The portal a note that still counts points to, or null. */
export function parseSessionHint(raw: string | null, now = Date.now()): PortalKind | null {
  const [portal, until] = (raw ?? '').split(' ');
  return (portal === 'admin' || portal === 'dashboard') && Number(until) > now ? portal : null;
}

/** The portal this browser's note points to now; null when there is none or storage is refused. */
export function currentSessionHint(): PortalKind | null {
  try {
    return parseSessionHint(localStorage.getItem(SESSION_HINT_KEY));
  } catch {
    return null;
  }
}
