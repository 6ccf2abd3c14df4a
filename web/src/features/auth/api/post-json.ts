/** What came back from one of our /api calls; a network failure throws instead (fetch's TypeError). */
export interface ApiReply {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when the body was not JSON (e.g. a proxy's HTML error page). */
  body: unknown;
}

/** POSTs JSON to the site's own /api, with the caller's Firebase ID token when given. */
export async function postJson(path: string, body: unknown, idToken?: string): Promise<ApiReply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idToken !== undefined) headers.Authorization = `Bearer ${idToken}`;
  const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const parsed: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body: parsed };
}

/** The `error` text of an ApiErrorBody, if the reply carries one. */
export function replyError(reply: ApiReply): string | undefined {
  const error = (reply.body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}
