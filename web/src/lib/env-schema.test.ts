import { describe, expect, it } from 'vitest';
import { FIREBASE_CLIENT_ENV } from '@/test/client-env.ts';
import { ClientEnvError, parseClientEnv } from './env-schema.ts';

const complete = FIREBASE_CLIENT_ENV;

function errorFor(source: Record<string, unknown>): ClientEnvError {
  try {
    parseClientEnv(source);
  } catch (error) {
    if (error instanceof ClientEnvError) return error;
    throw error;
  }
  throw new Error('expected parseClientEnv to throw');
}

describe('client environment', () => {
  it('accepts a complete configuration and defaults emulators to off', () => {
    const env = parseClientEnv(complete);
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe('example');
    expect(env.VITE_USE_EMULATORS).toBe(false);
    expect(env.VITE_MAPS_API_KEY).toBeUndefined();
  });

  it('reads VITE_USE_EMULATORS=true as on', () => {
    expect(parseClientEnv({ ...complete, VITE_USE_EMULATORS: 'true' }).VITE_USE_EMULATORS).toBe(true);
  });

  it('names every missing variable in one error', () => {
    const error = errorFor({ VITE_FIREBASE_API_KEY: 'key' });
    expect(error.missing).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
      'VITE_FIREBASE_APP_ID',
    ]);
    expect(error.message).toContain('VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID');
  });

  it('treats empty and blank strings as missing', () => {
    const error = errorFor({ ...complete, VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_APP_ID: '  ' });
    expect(error.missing).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']);
  });

  it('reports a malformed emulator flag as invalid, not missing', () => {
    const error = errorFor({ ...complete, VITE_USE_EMULATORS: 'yes' });
    expect(error.missing).toEqual([]);
    expect(error.invalid).toEqual(['VITE_USE_EMULATORS']);
  });

  it('takes an App Check debug token on the emulators only', () => {
    expect(parseClientEnv({ ...complete, VITE_USE_EMULATORS: 'true', VITE_APPCHECK_DEBUG_TOKEN: 'true' }).VITE_APPCHECK_DEBUG_TOKEN).toBe('true');
    expect(errorFor({ ...complete, VITE_APPCHECK_DEBUG_TOKEN: 'a-debug-token' }).invalid).toEqual(['VITE_APPCHECK_DEBUG_TOKEN']);
    expect(parseClientEnv({ ...complete, VITE_APPCHECK_SITE_KEY: 'site-key' }).VITE_APPCHECK_SITE_KEY).toBe('site-key');
  });
});
