import { currentIdToken } from '@/lib/current-id-token.ts';

/**
 * Runs one call to /api as the signed-in admin. When it cannot even be made (no
 * network, the session ended) it rejects with `prefix` and the reason, the same
 * shape as the server's refusals, so the screen shows one kind of message.
 */
export async function reachApi<T>(prefix: string, call: (idToken: string) => Promise<T>): Promise<T> {
  try {
    return await call(await currentIdToken());
  } catch (error) {
    throw new Error(`${prefix}${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
