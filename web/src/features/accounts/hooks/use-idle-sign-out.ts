/**
 * Idle portal sessions end: a signed-in practitioner or admin who does nothing for
 * IDLE_SIGN_OUT_MINUTES is signed out and sent to the login page, which says why. A
 * portal left open on a shared clinic or pharmacy computer must not stay a way into
 * patients' orders and scripts. Activity is any key, pointer, touch or scroll in this
 * tab; the check also runs when the tab comes back into view, since background tabs
 * throttle timers.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { signOutOfPortal } from '../api/sign-out.ts';

export const IDLE_SIGN_OUT_MINUTES = 30;
const IDLE_LIMIT_MS = IDLE_SIGN_OUT_MINUTES * 60_000;
const CHECK_EVERY_MS = 15_000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

export const IDLE_SIGNED_OUT_MESSAGE = `You were signed out after ${IDLE_SIGN_OUT_MINUTES} minutes without activity. Please log in again.`;

/** What the login page receives in the location's state after an idle sign-out. */
export interface IdleSignOutState {
  signedOutIdle: true;
}

export function isIdleSignOutState(state: unknown): state is IdleSignOutState {
  return typeof state === 'object' && state !== null && (state as Partial<IdleSignOutState>).signedOutIdle === true;
}

export function useIdleSignOut(active: boolean): void {
  const navigate = useNavigate();

  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let done = false;
    const touch = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      if (done || Date.now() - lastActivity < IDLE_LIMIT_MS) return;
      done = true;
      // Leave first, then sign out (as Logout does): the portal's own guard must not win the race.
      const state: IdleSignOutState = { signedOutIdle: true };
      void Promise.resolve(navigate(ROUTES.practitioners, { replace: true, state })).then(() =>
        signOutOfPortal().catch((error: unknown) => console.error('Sign-out failed', error)),
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, touch, { passive: true });
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, touch);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [active, navigate]);
}
