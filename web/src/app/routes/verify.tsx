import { useSearchParams } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { EmailVerification } from '@/features/accounts/index.ts';

/** Opened from the link in the verification e-mail: /verify?token=... (a plain fetch, no Firebase). */
export function VerifyRoute() {
  const [params] = useSearchParams();
  return (
    <PageSection heading="Email Verification">
      <EmailVerification token={params.get('token')} />
    </PageSection>
  );
}
