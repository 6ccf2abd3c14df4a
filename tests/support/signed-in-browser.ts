/**
 * Starts a browser story already signed in, for the stories that are not about signing in
 * (decision 088). Typing the password, waiting for the texted code and going through the
 * login page's checks took seconds of every such story on a busy machine; the stories about
 * signing in (login, two-step-sign-in, session-end, admin-access, password-reset,
 * registration) still go through the form with logIn/logInAs (portal-forms.ts).
 *
 * The session is a real one: the Auth emulator signs the account in (with the code from its
 * phone when it has a second factor), and an admin's token is confirmed with the server as
 * the login page confirms it (POST /api/admin-second-factor, decision 037). The browser SDK
 * then finds the user where it would have stored it itself: web/src/lib/firebase.ts keeps
 * the session in [indexedDB, localStorage, sessionStorage], and the SDK moves a user it
 * finds in a later store into the first. Nothing in web/ or functions/ knows about this.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ADMIN_API_PATHS } from '@pharmacy/shared';
import { ROOT } from '../../scripts/local-tools.ts';
import { userDoc } from './admin.ts';
import { request } from './api.ts';
import { signInWithTokens, type SessionTokens } from './auth-emulator.ts';
import { claimsOf } from './id-tokens.ts';
import type { TestUser } from './users.ts';

/** The web app's API key in the emulator build (web/.env.emulator): the SDK's storage key names it. */
function webApiKey(): string {
  const line = readFileSync(join(ROOT, 'web', '.env.emulator'), 'utf8')
    .split('\n')
    .find((each) => each.startsWith('VITE_FIREBASE_API_KEY='));
  const key = line?.slice('VITE_FIREBASE_API_KEY='.length).trim();
  if (!key) throw new Error('web/.env.emulator sets no VITE_FIREBASE_API_KEY');
  return key;
}

const API_KEY = webApiKey();
/** Where the SDK's browserLocalPersistence keeps the default app's user. */
const STORAGE_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

/** The user as the SDK stores it (UserImpl.toJSON); the SDK reloads the rest from the Auth emulator on start. */
function storedUser(session: SessionTokens): object {
  const claims = claimsOf(session.idToken) as { email_verified?: boolean };
  const now = String(Date.now());
  return {
    uid: session.uid,
    email: session.email,
    emailVerified: claims.email_verified === true,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: session.email, displayName: null, email: session.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: session.expirationTime },
    createdAt: now,
    lastLoginAt: now,
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
}

/**
 * What the login page does past the password for an admin with a second factor: the
 * server checks the factor is the mobile on record and records it for the security rules.
 */
async function confirmAdminFactor(session: SessionTokens): Promise<void> {
  const role: unknown = (await userDoc(session.uid).get()).get('role');
  const secondFactor = (claimsOf(session.idToken).firebase as { sign_in_second_factor?: string } | undefined)?.sign_in_second_factor;
  if (role !== 'admin' || !secondFactor) return;
  const reply = await request(ADMIN_API_PATHS.adminSecondFactor, { method: 'POST', idToken: session.idToken, body: {} });
  expect(reply.status, 'the server accepts the admin’s second factor').toBe(204);
}

/**
 * Signs `user` in (with their second factor when they have one) and opens `path` in `page`
 * as that signed-in user. The page must not hold another session already: sign out first
 * (the SDK keeps the user it finds in IndexedDB before looking at localStorage).
 */
export async function openSignedIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, path: string): Promise<void> {
  const session = await signInWithTokens(user.email, user.password);
  await confirmAdminFactor(session);
  // Once per tab: the SDK moves the user to IndexedDB and clears this copy, and a story that
  // signs out must stay signed out on its next page.
  const once = `signed-in-browser:${session.uid}:${Date.now()}`;
  await page.addInitScript(
    ({ key, value, flag }) => {
      // Init scripts run in every frame too; the app's session lives in the top page's origin.
      if (window !== window.top) return;
      if (sessionStorage.getItem(flag) !== null) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(key, value);
    },
    { key: STORAGE_KEY, value: JSON.stringify(storedUser(session)), flag: once },
  );
  await page.goto(path);
}
