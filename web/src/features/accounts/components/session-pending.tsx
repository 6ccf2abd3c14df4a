import type { ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import type { AuthSession } from '../hooks/use-auth-session.ts';

/**
 * What a guarded screen shows before it knows who is signed in: a loading line,
 * or the error that stopped the session loading. Null once the session is known.
 */
export function sessionPendingView(session: AuthSession, title: string, loadingLabel: string): ReactNode {
  if (session.status === 'loading') {
    return (
      <div className="page container">
        <PageLoading label={loadingLabel} />
      </div>
    );
  }
  if (session.status === 'error') {
    return (
      <PageSection heading={title}>
        <FormError message={session.message} />
      </PageSection>
    );
  }
  return null;
}
