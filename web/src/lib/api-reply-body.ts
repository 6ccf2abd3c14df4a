/**
 * What one of our /api calls answered, and reading its body without zod: the public
 * forms need only this, so it is apart from api-reply.ts, which the portal's calls use
 * (decision 032: the contact and upload pages load none of those).
 */

/** What came back from one of our /api calls; a network failure throws instead (fetch's TypeError). */
export interface ApiReply {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when the body was not JSON (e.g. a proxy's HTML error page). */
  body: unknown;
}

/** The parsed JSON of a reply's text, or null when it is not JSON (e.g. a proxy's HTML error page). */
export function parseReplyBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The `error` text of an ApiErrorBody, if the reply carries one. */
export function replyError(reply: ApiReply): string | undefined {
  const error = (reply.body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}
