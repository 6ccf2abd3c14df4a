import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIREBASE_CLIENT_ENV } from '@/test/client-env.ts';
import type { ClientEnv } from './env-schema.ts';

/** What the SDK was asked, in order: App Check must start before Auth and Firestore (decision 038). */
const calls: string[] = [];
const env: { current: ClientEnv } = { current: {} as ClientEnv };

vi.mock('./env.ts', () => ({ getEnv: () => env.current }));
vi.mock('firebase/app', () => ({ initializeApp: () => (calls.push('initializeApp'), { name: 'app' }) }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => (calls.push('initializeAuth'), {}),
  connectAuthEmulator: () => calls.push('connectAuthEmulator'),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
}));
vi.mock('firebase/firestore/lite', () => ({
  getFirestore: () => (calls.push('getFirestore'), {}),
  connectFirestoreEmulator: () => calls.push('connectFirestoreEmulator'),
}));
vi.mock('firebase/app-check', () => ({
  CustomProvider: class {
    readonly kind = 'custom';
  },
  ReCaptchaEnterpriseProvider: class {
    readonly kind = 'recaptcha-enterprise';
    constructor(readonly siteKey: string) {}
  },
  initializeAppCheck: (_app: unknown, options: { provider: object }) => (calls.push(`initializeAppCheck:${JSON.stringify(options.provider)}`), {}),
  getToken: async () => ({ token: 'app-check-token' }),
}));

/** A fresh lib/firebase.ts: it starts the SDK once per page. */
async function start(variables: Partial<ClientEnv>) {
  env.current = { ...FIREBASE_CLIENT_ENV, VITE_USE_EMULATORS: false, ...variables };
  vi.resetModules();
  const { getFirebase } = await import('./firebase.ts');
  return getFirebase();
}

beforeEach(() => {
  calls.length = 0;
});
afterEach(async () => {
  // The copy that the last start loaded (vi.resetModules gives each start its own).
  (await import('./app-check-header.ts')).setAppCheckTokenSource(undefined);
  delete (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('starting Firebase in the portal', () => {
  it('starts App Check with reCAPTCHA Enterprise before Auth and Firestore, when a site key is configured', async () => {
    await start({ VITE_APPCHECK_SITE_KEY: 'site-key' });
    expect(calls).toEqual(['initializeApp', 'initializeAppCheck:{"siteKey":"site-key","kind":"recaptcha-enterprise"}', 'initializeAuth', 'getFirestore']);
  });

  it('starts no App Check without a site key, nor on the emulators without a debug token', async () => {
    await start({});
    expect(calls).not.toContainEqual(expect.stringMatching(/^initializeAppCheck/));
    await start({ VITE_USE_EMULATORS: true, VITE_APPCHECK_SITE_KEY: 'site-key' });
    expect(calls).not.toContainEqual(expect.stringMatching(/^initializeAppCheck/));
  });

  it('uses the debug provider on the emulators with the given debug token, and hands its token to the /api calls', async () => {
    await start({ VITE_USE_EMULATORS: true, VITE_APPCHECK_DEBUG_TOKEN: 'a-debug-token' });
    expect((self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('a-debug-token');
    expect(calls).toEqual([
      'initializeApp',
      'initializeAppCheck:{"kind":"custom"}',
      'initializeAuth',
      'getFirestore',
      'connectAuthEmulator',
      'connectFirestoreEmulator',
    ]);
    const { appCheckHeaders } = await import('./app-check-header.ts');
    expect(await appCheckHeaders()).toEqual({ 'X-Firebase-AppCheck': 'app-check-token' });
  });
});
