import { formatAddress } from '@pharmacy/shared';
import { ContactLines } from '@/components/ui/contact-lines.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { Island } from '../islands.tsx';

export function UploadRoute() {
  return (
    <PageSection
      heading="Upload Prescription"
      lead="Send us a photo or scan of your prescription script and we will start preparing your medicine."
    >
      <div className="enquiry-layout">
        <section className="card enquiry-layout__main" aria-labelledby="upload-form-heading">
          <h2 id="upload-form-heading">Your Details and Script</h2>
          <Island name="upload-form" />
        </section>
        <section className="card enquiry-layout__aside" aria-labelledby="upload-steps-heading">
          <h2 id="upload-steps-heading">What Happens Next</h2>
          <ol className="enquiry-steps">
            <li>Our pharmacists review your script.</li>
            <li>If we need more information, we contact you or your prescriber.</li>
            <li>We let you know when your medicine is ready for pickup or delivery.</li>
          </ol>
          <p>
            For a paper prescription we need the original before we can supply your medicine: bring it in or post it
            to us at {formatAddress()}.
          </p>
          <ContactLines />
        </section>
      </div>
    </PageSection>
  );
}
