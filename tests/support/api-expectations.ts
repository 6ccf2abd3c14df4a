/** Assertions on /api answers shared by the API tests (vitest only). */
import { expect } from 'vitest';
import { ApiErrorBodySchema } from '@pharmacy/shared';
import type { SiteResponse } from './api.ts';

/** A 401 that says only that the caller must sign in, and is never cached. */
export function expectUnauthenticated(response: SiteResponse): void {
  expect(response.status).toBe(401);
  const body = ApiErrorBodySchema.parse(response.json);
  expect(body.code).toBe('unauthenticated');
  expect(body.error).not.toBe('');
  expect(response.headers.get('cache-control')).toBe('no-store');
  // Nothing about any user leaks into a refusal.
  expect(Object.keys(response.json as object).sort()).toEqual(['code', 'error']);
}
