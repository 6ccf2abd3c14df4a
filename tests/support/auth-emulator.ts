/**
 * Signs accounts up and in through the Auth emulator's REST API, exactly as the
 * browser SDK does, and returns the real ID token it issues.
 */
import { AUTH_EMULATOR_API_KEY, AUTH_EMULATOR_HOST } from './stack.ts';

export interface SignedInAccount {
  uid: string;
  email: string;
  idToken: string;
}

interface IdentityToolkitResponse {
  localId: string;
  email: string;
  idToken: string;
}

async function accountsApi(method: 'signUp' | 'signInWithPassword' | 'resetPassword', body: object): Promise<unknown> {
  const url = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${AUTH_EMULATOR_API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`Auth emulator accounts:${method} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

async function identityToolkit(method: 'signUp' | 'signInWithPassword', body: object): Promise<SignedInAccount> {
  const { localId, email, idToken } = (await accountsApi(method, { ...body, returnSecureToken: true })) as IdentityToolkitResponse;
  return { uid: localId, email, idToken };
}

export function signUp(email: string, password: string): Promise<SignedInAccount> {
  return identityToolkit('signUp', { email, password });
}

export function signIn(email: string, password: string): Promise<SignedInAccount> {
  return identityToolkit('signInWithPassword', { email, password });
}

/** What the browser SDK's confirmPasswordReset does with the code from a reset link. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
  await accountsApi('resetPassword', { oobCode, newPassword });
}
