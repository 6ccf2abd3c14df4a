import { formatAddress } from '@pharmacy/shared';
import { ContactLines } from '@/components/ui/contact-lines.tsx';
import { OpeningHours } from '@/components/ui/opening-hours.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';

export function ContactRoute() {
  return (
    <PageSection title="Contact Us" heading="Get in Touch">
      <p>Visit us, call or send an e-mail; we are happy to help with your prescription.</p>
      <address className="contact-details">
        <p>{formatAddress()}</p>
        <ContactLines />
      </address>
      <h2>Opening Hours</h2>
      <OpeningHours />
    </PageSection>
  );
}
