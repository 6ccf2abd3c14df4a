/**
 * The Hosting emulator serves the single-page app: real routes get the app
 * with 200, unknown addresses get the app's 404 page with a real 404 status.
 */
import { describe, expect, test } from 'vitest';
import { ROUTES } from '@pharmacy/shared';
import { request } from '../support/api.ts';

const APP_ROOT = '<div id="root">';

describe('the website', () => {
  test('the home page is the app', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toContain(APP_ROOT);
  });

  test('every screen of the app answers 200 at its own address', async () => {
    const addresses = Object.values(ROUTES).map((route) => (typeof route === 'string' ? route : route('any-article')));
    for (const address of addresses) {
      const response = await request(address);
      expect({ address, status: response.status }).toEqual({ address, status: 200 });
      expect(response.text).toContain(APP_ROOT);
    }
  });

  test('an unknown address answers 404 with the app, which shows its not-found page', async () => {
    for (const address of ['/no-such-page', '/about/team', '/admin/secret', '/blog/a/b']) {
      const response = await request(address);
      expect({ address, status: response.status }).toEqual({ address, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).toContain(APP_ROOT);
    }
  });

  test('pages cannot be framed by another site and are sent with the security headers', async () => {
    for (const address of ['/', '/practitioners', '/no-such-page']) {
      const { headers } = await request(address);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });
});
