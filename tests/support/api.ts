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
}

export async function request(path: string, options: RequestOptions = {}): Promise<SiteResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.idToken !== undefined) headers.Authorization = `Bearer ${options.idToken}`;
  const response = await fetch(new URL(path, SITE_URL), { method: options.method ?? 'GET', headers, redirect: 'manual' });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, headers: response.headers, text, json: isJson ? JSON.parse(text) : undefined };
}
