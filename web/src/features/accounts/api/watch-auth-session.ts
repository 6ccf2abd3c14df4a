import type { UserRecord } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { getUserRecord } from './get-user-record.ts';

export interface SessionUser {
  uid: string;
  email: string | null;
  /** Whether this session's sign-in used a second factor: admins need one (decision 022). */
  secondFactor: boolean;
}

export type AuthSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; record: UserRecord | null }
  | { status: 'error'; message: string };

/**
 * Follows the Firebase auth state and the signed-in user's record.
 * Resolves to an unsubscribe function.
 */
export async function watchAuthSession(onChange: (session: AuthSession) => void): Promise<() => void> {
  let latest = 0;
  try {
    const [{ onAuthStateChanged }, { auth }] = await Promise.all([import('firebase/auth'), getFirebase()]);
    return onAuthStateChanged(auth, (user) => {
      // A record read can outlive a quick sign-out and sign-in; only the newest may report.
      const call = ++latest;
      if (user === null) {
        onChange({ status: 'signed-out' });
        return;
      }
      Promise.all([getUserRecord(user.uid), user.getIdTokenResult()]).then(
        ([record, token]) => {
          const sessionUser = { uid: user.uid, email: user.email, secondFactor: token.signInSecondFactor !== null };
          if (call === latest) onChange({ status: 'signed-in', user: sessionUser, record });
        },
        (error: unknown) => {
          if (call === latest) onChange({ status: 'error', message: errorText(error) });
        },
      );
    });
  } catch (error) {
    onChange({ status: 'error', message: errorText(error) });
    return () => {};
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Could not check your sign-in. Please try again.';
}
