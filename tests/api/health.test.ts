/** GET /api/health and the answer to paths the API does not have. */
import { describe, expect, test } from 'vitest';
import { ApiErrorBodySchema, HealthResponseSchema, REGION } from '@pharmacy/shared';
import { request } from '../support/api.ts';

describe('GET /api/health', () => {
  test('anyone learns that the API is up and runs in Sydney', async () => {
    const response = await request('/api/health');

    expect(response.status).toBe(200);
    const body = HealthResponseSchema.parse(response.json);
    expect(body).toMatchObject({ status: 'ok', region: REGION });
    expect(body.region).toBe('australia-southeast1');
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(5 * 60_000);
  });

  test('no browser or proxy keeps a copy of the answer', async () => {
    const response = await request('/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('an unknown API path', () => {
  test('answers 404 with a JSON error and a machine-readable code', async () => {
    const response = await request('/api/nope');

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = ApiErrorBodySchema.parse(response.json);
    expect(body.code).toBe('not_found');
    expect(body.error).not.toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('is not answered with the website page', async () => {
    const response = await request('/api/no/such/thing?x=1');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });
});
