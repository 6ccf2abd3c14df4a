import type { ClientEnv } from './env-schema.ts';

/**
 * Which App Check the portal starts (decision 038), from the build's variables alone, so
 * vite.config.ts (the Content-Security-Policy) and lib/app-check.ts never disagree.
 */
export type AppCheckSetup =
  | { kind: 'off' }
  | { kind: 'recaptcha-enterprise'; siteKey: string }
  /** `true` lets the SDK make up a token and print it, to be registered in the console. */
  | { kind: 'debug'; debugToken: string | true };

export function appCheckSetup(env: ClientEnv): AppCheckSetup {
  if (env.VITE_USE_EMULATORS) {
    const token = env.VITE_APPCHECK_DEBUG_TOKEN;
    if (token === undefined) return { kind: 'off' };
    return { kind: 'debug', debugToken: token === 'true' ? true : token };
  }
  return env.VITE_APPCHECK_SITE_KEY ? { kind: 'recaptcha-enterprise', siteKey: env.VITE_APPCHECK_SITE_KEY } : { kind: 'off' };
}
