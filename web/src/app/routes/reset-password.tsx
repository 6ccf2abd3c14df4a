import { useSearchParams } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { NewPasswordForm, RequestPasswordResetForm } from '@/features/accounts/index.ts';

/** Beyond the spec: without a code, ask for the reset e-mail; with the e-mail's oobCode, choose the new password. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  return (
    <PageSection heading="Reset your password">
      {/* key: a different link in the same tab starts from a fresh check. */}
      {oobCode ? <NewPasswordForm key={oobCode} oobCode={oobCode} /> : <RequestPasswordResetForm />}
    </PageSection>
  );
}
