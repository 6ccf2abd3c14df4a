import { useEffect, useState } from 'react';
import { watchAuthSession, type AuthSession } from '../api/watch-auth-session.ts';

export type { AuthSession } from '../api/watch-auth-session.ts';

/** The signed-in user and their users/{uid} record, kept current. */
export function useAuthSession(): AuthSession {
  const [session, setSession] = useState<AuthSession>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    void watchAuthSession((next) => {
      if (active) setSession(next);
    }).then((stop) => {
      // The component may have unmounted while Firebase was still loading.
      if (active) unsubscribe = stop;
      else stop();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  return session;
}
