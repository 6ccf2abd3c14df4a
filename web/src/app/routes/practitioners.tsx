import { useLocation } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { IDLE_SIGNED_OUT_MESSAGE, isIdleSignOutState, isSecondFactorNeededState, LoginForm } from '@/features/accounts/index.ts';

export function PractitionersRoute() {
  const { state } = useLocation();
  return (
    <PageSection
      heading="Practitioner Login"
      lead="Approved practitioners can log in here to place compounded medication order requests."
    >
      {isIdleSignOutState(state) && (
        <p className="notice" role="status">
          {IDLE_SIGNED_OUT_MESSAGE}
        </p>
      )}
      {isSecondFactorNeededState(state) && (
        <p className="notice" role="status">
          {SIGN_IN_SECURITY_MESSAGES.secondFactorRequired}
        </p>
      )}
      <LoginForm />
    </PageSection>
  );
}
