import { createContext, useContext } from 'react';
import type { AuthSession } from '@/features/accounts/index.ts';

/** The portal layout follows the session once; its screens read it from here. */
export const PortalSessionContext = createContext<AuthSession>({ status: 'loading' });

export function usePortalSession(): AuthSession {
  return useContext(PortalSessionContext);
}
