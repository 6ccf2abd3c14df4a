import { PageSection } from '@/components/ui/page-section.tsx';
import { RegistrationForm } from '@/features/accounts/index.ts';

export function RegisterRoute() {
  return (
    <PageSection
      heading="Practitioner Registration"
      lead="Prescribers and veterinarians can register to order compounded medicines. After you verify your e-mail address, our team reviews your registration before your account is activated."
    >
      <RegistrationForm />
    </PageSection>
  );
}
