import { PageSection } from '@/components/ui/page-section.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';

export function PractitionersRoute() {
  return (
    <PageSection
      heading="Practitioner Login"
      lead="Approved practitioners can log in here to place compounded medication order requests."
    >
      <LoginForm />
    </PageSection>
  );
}
