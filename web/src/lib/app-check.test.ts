import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIREBASE_CLIENT_ENV } from '@/test/client-env.ts';
import { getJson, postJson } from './api-reply.ts';
import { setAppCheckTokenSource } from './app-check-header.ts';
import { appCheckSetup } from './app-check-setup.ts';
import { parseClientEnv } from './env-schema.ts';

describe('which App Check the portal starts', () => {
  it('uses reCAPTCHA Enterprise in production when a site key is configured, and nothing without one', () => {
    expect(appCheckSetup(parseClientEnv({ ...FIREBASE_CLIENT_ENV, VITE_APPCHECK_SITE_KEY: 'site-key' }))).toEqual({ kind: 'recaptcha-enterprise', siteKey: 'site-key' });
    expect(appCheckSetup(parseClientEnv(FIREBASE_CLIENT_ENV))).toEqual({ kind: 'off' });
  });

  it('uses the debug provider on the emulators only when given a debug token, or true', () => {
    const emulators = { ...FIREBASE_CLIENT_ENV, VITE_USE_EMULATORS: 'true', VITE_APPCHECK_SITE_KEY: 'site-key' };
    expect(appCheckSetup(parseClientEnv(emulators))).toEqual({ kind: 'off' });
    expect(appCheckSetup(parseClientEnv({ ...emulators, VITE_APPCHECK_DEBUG_TOKEN: 'a-debug-token' }))).toEqual({ kind: 'debug', debugToken: 'a-debug-token' });
    expect(appCheckSetup(parseClientEnv({ ...emulators, VITE_APPCHECK_DEBUG_TOKEN: 'true' }))).toEqual({ kind: 'debug', debugToken: true });
  });
});

describe('calls to /api and App Check', () => {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  const sentHeaders = () => (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers;

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    setAppCheckTokenSource(undefined);
  });

  it('attach the token in X-Firebase-AppCheck once App Check runs', async () => {
    vi.stubGlobal('fetch', fetchMock);
    setAppCheckTokenSource(async () => 'app-check-token');
    await getJson('/api/me', 'id-token');
    expect(sentHeaders()).toEqual({ 'X-Firebase-AppCheck': 'app-check-token', Authorization: 'Bearer id-token' });
    await postJson('/api/patients', {}, 'id-token');
    expect(sentHeaders()).toMatchObject({ 'X-Firebase-AppCheck': 'app-check-token' });
  });

  it('go without one where App Check does not run (the public pages, the emulators) or no token can be had', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await postJson('/api/password-reset', { email: 'ada@example.com' });
    expect(sentHeaders()).toEqual({ 'Content-Type': 'application/json' });
    setAppCheckTokenSource(() => Promise.reject(new Error('reCAPTCHA blocked')));
    await getJson('/api/me', 'id-token');
    expect(sentHeaders()).toEqual({ Authorization: 'Bearer id-token' });
  });
});
