import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getFirebase } from './firebase.ts';

/**
 * The first read of a portal screen, started as soon as Firebase Auth has restored the
 * session, beside the read of the user's own record and the screen's code (decision 073),
 * instead of after them. Whoever is signed in, the rules and the API decide what the read
 * returns: this only moves when it starts. Nothing is kept beyond the page's own cache.
 */

/** How long an answer read ahead counts as fresh for its screen's first mount. */
export const READ_AHEAD_FRESH_MS = 10_000;

/** What these functions look at of a cached query (any query's type fits). */
interface CachedQuery {
  queryHash: string;
  state: { dataUpdatedAt: number };
}

/** The answers read ahead: each query's hash and when its answer came. */
const readAhead = new Map<string, number>();

/** Notes that this query's current answer was read ahead. */
export function markReadAhead(query: CachedQuery): void {
  readAhead.set(query.queryHash, query.state.dataUpdatedAt);
}

/** Notes that the answer now cached under `queryKey`, just prefetched, was read ahead (none if the read failed). */
export function markCachedReadAhead(queryClient: QueryClient, queryKey: QueryKey): void {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'success') markReadAhead(query);
}

/**
 * A staleTime for a screen that otherwise never serves a cached answer on mount (the audit
 * log): the answer read ahead at this page's start is fresh for a few seconds, so the
 * screen does not read it twice; any answer fetched after it is stale at once.
 */
export function freshOnlyIfReadAhead(query: CachedQuery): number {
  const { dataUpdatedAt } = query.state;
  return readAhead.get(query.queryHash) === dataUpdatedAt && Date.now() - dataUpdatedAt < READ_AHEAD_FRESH_MS ? READ_AHEAD_FRESH_MS : 0;
}

/**
 * Resolves once Firebase Auth has restored the session: true when someone is signed in
 * with a second factor (an admin without one is sent to sign in again, so their screen
 * never reads; decision 022). The server still checks both.
 */
export async function signedInWithSecondFactor(): Promise<boolean> {
  const { auth } = await getFirebase();
  return sessionWithSecondFactor(auth);
}

/** What signedInWithSecondFactor asks of Firebase Auth. */
export interface RestoredAuth {
  authStateReady: () => Promise<void>;
  currentUser: { getIdTokenResult: () => Promise<{ signInSecondFactor: string | null }> } | null;
}

export async function sessionWithSecondFactor(auth: RestoredAuth): Promise<boolean> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return false;
  const token = await user.getIdTokenResult();
  return token.signInSecondFactor !== null;
}
