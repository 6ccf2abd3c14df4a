import type { z } from 'zod';
import type { ApiReply } from './api-reply-body.ts';
import { appCheckHeaders } from './app-check-header.ts';
import { saveBlob } from './save-blob.ts';

export { parseReplyBody, replyError, type ApiReply } from './api-reply-body.ts';

/** Reads a response from our /api, whatever its body turns out to be. */
export async function readReply(response: Response): Promise<ApiReply> {
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

async function sendJson(method: 'POST' | 'PUT', path: string, body: unknown, idToken?: string, extra: Record<string, string> = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { ...extra, ...(await appCheckHeaders()), 'Content-Type': 'application/json' };
  if (idToken !== undefined) headers.Authorization = `Bearer ${idToken}`;
  return readReply(await fetch(path, { method, headers, body: JSON.stringify(body) }));
}

/** POSTs JSON to the site's own /api, with the caller's Firebase ID token when given. */
export async function postJson(path: string, body: unknown, idToken?: string, headers?: Record<string, string>): Promise<ApiReply> {
  return sendJson('POST', path, body, idToken, headers);
}

/** PUTs JSON to the site's own /api as the signed-in caller (replacing what the path names). */
export async function putJson(path: string, body: unknown, idToken: string): Promise<ApiReply> {
  return sendJson('PUT', path, body, idToken);
}

/**
 * The body of a successful reply, read with the reply's shared schema (decision 015);
 * throws when it does not match, e.g. when a deploy put this page and the function out of step.
 * The public forms, /verify and the login read only the status and the error text:
 * they load no zod (decision 006).
 */
export function replyBody<Schema extends z.ZodType>(reply: ApiReply, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success) throw new Error('The server\u2019s answer could not be read.', { cause: parsed.error });
  return parsed.data;
}

/** The signed-in caller's ID token and, once App Check runs, its token (decision 038). */
async function authorised(idToken: string, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  return { ...headers, ...(await appCheckHeaders()), Authorization: `Bearer ${idToken}` };
}

/** GETs JSON from the site's own /api as the signed-in caller. */
export async function getJson(path: string, idToken: string): Promise<ApiReply> {
  return readReply(await fetch(path, { headers: await authorised(idToken) }));
}

/** DELETEs what the path names on the site's own /api as the signed-in caller. */
export async function deleteJson(path: string, idToken: string): Promise<ApiReply> {
  return readReply(await fetch(path, { method: 'DELETE', headers: await authorised(idToken) }));
}

/** POSTs a multipart form (files included) to the site's own /api as the signed-in caller. */
export async function postForm(path: string, form: FormData, idToken: string, headers: Record<string, string> = {}): Promise<ApiReply> {
  // No Content-Type: the browser writes the multipart boundary itself.
  return readReply(await fetch(path, { method: 'POST', headers: await authorised(idToken, headers), body: form }));
}

/**
 * Downloads a private file (a patient's script) through /api as the signed-in person
 * and hands it to the browser as a download; files never have a public URL. Resolves
 * the reply: a refusal as it came (for checkReply), or ok once the file is handed over.
 */
export async function downloadPrivateFile(path: string, idToken: string, fallbackName: string): Promise<ApiReply> {
  const response = await fetch(path, { headers: await authorised(idToken) });
  if (!response.ok) return readReply(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  saveBlob(await response.blob(), name ? decodeURIComponent(name) : fallbackName);
  return { ok: true, status: response.status, body: null };
}
