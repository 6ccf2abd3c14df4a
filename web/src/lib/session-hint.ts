/**
 * A small note, kept in localStorage, that this browser has a portal session: the public
 * pages read it to offer the way back to the portal instead of the login button, without
 * loading the Firebase SDK (decisions 006, 029). It only decides what the header offers;
 * the portal screen the link opens checks the real session and clears a stale note.
 * This is the reading half, which every public page carries; session-hint-writer.ts,
 * only in the portal's chunks, writes and clears it.
 *
 * The note is "<portal> <until>", `until` in epoch milliseconds: portal screens keep it
 * HINT_LIFETIME_MS ahead while open, so a session that ended where this code could not
 * see it (an account revoked by the pharmacy) is claimed for half an hour at most.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_HINT_KEY, parseSessionHint, type PortalKind } from './session-hint-note.ts';

export { SESSION_HINT_KEY, parseSessionHint, type PortalKind } from './session-hint-note.ts';

function readNote(): string | null {
  try {
    return localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (a sandboxed frame, site data blocked): no note.
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  // Other tabs: a login or logout there updates this tab's header.
  addEventListener('storage', onChange);
  return () => removeEventListener('storage', onChange);
}

/**
 * The portal this browser is signed in to, as the note says. The prerendered HTML and the
 * hydrating render show no note (the spec's header); React renders again with it at once.
 */
export function useSessionHint(): PortalKind | null {
  return parseSessionHint(useSyncExternalStore(subscribe, readNote, () => null));
}
