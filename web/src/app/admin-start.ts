import { getFirebase } from '@/lib/firebase.ts';

/**
 * /admin's start (decision 073). Loaded by main.tsx as soon as the page's own script runs
 * at /admin, it starts together what used to follow one another: the Firebase SDK and the
 * session it restores, the portal's shell, the dashboard's chunk and the open view's
 * chunk, and (once Auth has a signed-in user) the view's first read, beside the shell's
 * read of the admin's own record. The guard still waits for that record before it shows
 * anything, and the rules and the API decide what any read returns.
 * A failure here is only a missed head start: the screen reads for itself.
 */
export function startAdmin(search: string): void {
  void getFirebase().catch(() => undefined);
  void import('./layout/portal-layout.tsx').catch(() => undefined);
  void import('./routes/admin.tsx').then(({ readFirstViewAhead }) => readFirstViewAhead(search)).catch(() => undefined);
}
