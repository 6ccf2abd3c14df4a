import { useEffect } from 'react';
import { ROUTES } from '@pharmacy/shared';
import { portalFor, restoredSession, useAuthSession, useIdleSignOut, type AuthSession } from '@/features/accounts/index.ts';
import { getFirebase } from '@/lib/firebase.ts';
import type { PortalKind } from '@/lib/session-hint.ts';
import { clearSessionHint, writeSessionHint } from '@/lib/session-hint-writer.ts';
import { AppFrame } from './app-frame.tsx';
import { PortalHeader } from './portal-header.tsx';
import { PortalSessionContext } from './portal-session.ts';

const HINT_REFRESH_MS = 60_000;

// Every portal screen starts from the Firebase session: fetch and start the SDK as this
// chunk arrives, not after the first render's effects (a few hundred ms on a busy phone).
// A failure here is the session's to report, when it asks again.
void getFirebase().catch(() => undefined);

// The admin dashboard's open view: its code and, once Auth has restored the session, its
// first read start now, beside the session's read of the admin's own record (decision 073),
// not after the guard has seen that record. The rules and the API still decide what it returns.
if (typeof window !== 'undefined' && window.location.pathname === ROUTES.admin) {
  void import('../routes/admin.tsx').then(({ readFirstViewAhead }) => readFirstViewAhead(window.location.search)).catch(() => undefined);
}

// The practitioner dashboard's open section likewise (decision 086): its code now, and its
// first read as soon as the session shows an approved prescriber (staff and admins: none).
// The session and the read ahead's code are asked for together: the record is then read at
// the moment the session reads it, once for both. A read ahead that fails is read again by
// the section as it mounts.
if (typeof window !== 'undefined' && window.location.pathname === ROUTES.dashboard) {
  void import('../routes/dashboard.tsx').catch(() => undefined);
  void Promise.all([import('../dashboard-read-ahead.ts'), restoredSession()])
    .then(([{ readDashboardAhead }, session]) => readDashboardAhead(session, window.location))
    .catch(() => undefined);
}

/**
 * The signed-in shell of /dashboard and /admin/* (issue 15, decision 029): a compact
 * header with the mark, where you are and the account menu; no hero, no public footer,
 * nothing fixed over the screen, the full width for tables. It follows the session once
 * for its screens and ends it after the idle period.
 */
export function PortalLayout() {
  const session = useAuthSession();
  useIdleSignOut(session.status === 'signed-in');
  useSessionHintUpkeep(session);
  return (
    <PortalSessionContext value={session}>
      <AppFrame header={<PortalHeader session={session} />} mainClassName="portal-main" />
    </PortalSessionContext>
  );
}

/** Keeps the public pages' note of this session true while a portal screen is open. */
function useSessionHintUpkeep(session: AuthSession) {
  const known = session.status === 'signed-in' || session.status === 'signed-out';
  const portal: PortalKind | null =
    session.status === 'signed-in' ? portalFor(session.record, session.user.secondFactor) : null;
  useEffect(() => {
    if (!known) return;
    // Signed out, or signed in without a portal to go back to: the note is stale.
    if (portal === null) {
      clearSessionHint();
      return;
    }
    writeSessionHint(portal);
    const timer = window.setInterval(() => writeSessionHint(portal), HINT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [known, portal]);
}

// In this module's chunk, so that a portal screen needs no further round trip to be found.
export { PortalScreen, preloadPortalScreen } from './portal-screens.tsx';
