import { formatAddress } from '@pharmacy/shared';
import { ContactLines } from '@/components/ui/contact-lines.tsx';
import { OpeningHours } from '@/components/ui/opening-hours.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PharmacyMap } from '@/features/enquiries/index.ts';
import { Island } from '../islands.tsx';

export function ContactRoute() {
  return (
    <PageSection
      heading="Get in Touch"
      lead="Visit us, call or send an enquiry: our pharmacists are happy to help with your prescription."
    >
      <div className="enquiry-layout">
        <div className="enquiry-layout__aside">
          <section className="card" aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading">Contact Details</h2>
            <address className="contact-details">
              <p>{formatAddress()}</p>
              <ContactLines />
            </address>
            <h3>Opening Hours</h3>
            <OpeningHours />
          </section>
          <PharmacyMap />
        </div>
        <section className="card enquiry-layout__main" aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading">Send an Enquiry</h2>
          <Island name="contact-form" />
        </section>
      </div>
    </PageSection>
  );
}
