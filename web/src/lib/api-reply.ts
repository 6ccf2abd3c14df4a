/** What came back from one of our /api calls; a network failure throws instead (fetch's TypeError). */
interface ApiReply {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when the body was not JSON (e.g. a proxy's HTML error page). */
  body: unknown;
}

/** Reads a response from our /api, whatever its body turns out to be. */
export async function readReply(response: Response): Promise<ApiReply> {
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

/** POSTs JSON to the site's own /api, with the caller's Firebase ID token when given. */
export async function postJson(path: string, body: unknown, idToken?: string): Promise<ApiReply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idToken !== undefined) headers.Authorization = `Bearer ${idToken}`;
  return readReply(await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }));
}

/** The `error` text of an ApiErrorBody, if the reply carries one. */
export function replyError(reply: ApiReply): string | undefined {
  const error = (reply.body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}
