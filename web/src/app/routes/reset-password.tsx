import { PageSection } from '@/components/ui/page-section.tsx';

export function ResetPasswordRoute() {
  return <PageSection title="Reset Password" heading="Reset your password" />;
}
