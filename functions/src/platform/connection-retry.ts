/**
 * One more try when a request to Cloud Storage loses its connection before an answer
 * (a reused keep-alive socket the other side had just closed: EPIPE, ECONNRESET). Seen
 * on the Storage emulator of a busy machine, where the client library's own retry did
 * not take the save again; production connections fail the same way now and then. Only
 * for operations that are safe to repeat.
 */
const CONNECTION_LOST = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);

export function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_LOST.has(code);
}

/** Runs `attempt`; if it lost its connection, runs `retry` (by default `attempt` again) once. */
export async function withConnectionRetry<T>(attempt: () => Promise<T>, retry: () => Promise<T> = attempt): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    return retry();
  }
}
