/** Calls the site through the Hosting emulator, as a browser or a script would. */
import { SITE_URL } from './stack.ts';

export interface SiteResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when the response says it is JSON, else undefined. */
  json: unknown;
}

export interface RequestOptions {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  idToken?: string;
  headers?: Record<string, string>;
  /** A JSON-serialisable value is sent as JSON; FormData as multipart; a string as is. */
  body?: unknown;
}

export async function request(path: string, options: RequestOptions = {}): Promise<SiteResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.idToken !== undefined) headers.Authorization = `Bearer ${options.idToken}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await fetch(new URL(path, SITE_URL), { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, headers: response.headers, text, json: isJson ? JSON.parse(text) : undefined };
}
