/**
 * The App Check token for calls to our /api (decision 038), with no Firebase code of its
 * own: the public pages import the request helpers and must stay free of the SDK
 * (decision 032). lib/app-check.ts hands a token source over once the portal has
 * started App Check; until then (always, on the public pages) calls go without a token,
 * and only the public routes, which do not ask for one, are reached from there.
 */
import { APP_CHECK_HEADER } from '@pharmacy/shared';

/** Resolves the current token (the SDK caches and refreshes it), or rejects when none can be had. */
export type AppCheckTokenSource = () => Promise<string>;

let source: AppCheckTokenSource | undefined;

export function setAppCheckTokenSource(next: AppCheckTokenSource | undefined): void {
  source = next;
}

/**
 * `{ 'X-Firebase-AppCheck': token }` once App Check is running, else nothing. When no
 * token can be had (reCAPTCHA blocked, offline) the call goes without one: where the
 * server enforces App Check its 401 says what to do, which is better than a silent failure here.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!source) return {};
  try {
    return { [APP_CHECK_HEADER]: await source() };
  } catch {
    return {};
  }
}
