import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES, type UserRecord } from '@pharmacy/shared';
import { canOpenAdmin, isAdmin, sessionPendingView, type SecondFactorNeededState } from '@/features/accounts/index.ts';
import { PortalQueryProvider } from '@/lib/portal-query.tsx';
import { usePortalSession } from '../layout/portal-session.ts';

export interface SignedInAdmin {
  email: string;
  record: UserRecord;
}

interface AdminOnlyProps {
  /** The screen's heading while the session loads or fails. */
  title: string;
  loadingLabel: string;
  children: (admin: SignedInAdmin) => ReactNode;
}

/**
 * An admin screen's guard (spec section 2): not logged in, or not an admin, goes to the
 * home page; an admin signed in with a password only logs in again with their code
 * (decision 022). What the screen reads is still checked by the rules and the API.
 */
export function AdminOnly({ title, loadingLabel, children }: AdminOnlyProps) {
  const session = usePortalSession();

  const pending = sessionPendingView(session, title, loadingLabel);
  if (pending) return pending;
  if (session.status !== 'signed-in' || session.record === null || !isAdmin(session.record)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  if (!canOpenAdmin(session.record, session.user.secondFactor)) {
    const state: SecondFactorNeededState = { secondFactorNeeded: true };
    return <Navigate to={ROUTES.practitioners} replace state={state} />;
  }
  return <PortalQueryProvider>{children({ email: session.user.email ?? session.record.email, record: session.record })}</PortalQueryProvider>;
}
