/**
 * Starts App Check in the portal (decision 038), from lib/firebase.ts, after the app and
 * before Auth and Firestore, so Firestore's requests carry its token too. Production uses
 * reCAPTCHA Enterprise when a site key is configured; the emulators use the debug provider
 * only when a debug token is given (VITE_APPCHECK_DEBUG_TOKEN): offline, no token can be
 * exchanged, so by default App Check stays off there, as the function's enforcement does.
 */
import type { FirebaseApp } from 'firebase/app';
import type { ClientEnv } from './env-schema.ts';
import { setAppCheckTokenSource } from './app-check-header.ts';
import { appCheckSetup } from './app-check-setup.ts';


/** The SDK reads this global at initializeAppCheck to switch to its debug provider. */
type DebugTokenGlobal = typeof self & { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean };

export async function startAppCheck(app: FirebaseApp, env: ClientEnv): Promise<void> {
  const setup = appCheckSetup(env);
  if (setup.kind === 'off') return;
  const sdk = await import('firebase/app-check');
  if (setup.kind === 'debug') (self as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = setup.debugToken;
  const provider =
    setup.kind === 'debug'
      ? // In debug mode the SDK asks no provider; this one only keeps reCAPTCHA's script off the emulators.
        new sdk.CustomProvider({ getToken: () => Promise.reject(new Error('On the emulators App Check uses its debug token.')) })
      : new sdk.ReCaptchaEnterpriseProvider(setup.siteKey);
  const appCheck = sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  setAppCheckTokenSource(async () => (await sdk.getToken(appCheck)).token);
}
