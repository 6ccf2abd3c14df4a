import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { FAQ_ITEMS, FaqAccordion } from '@/features/faq/index.ts';

export function FaqsRoute() {
  return (
    <PageSection
      heading="Frequently Asked Questions"
      lead="Answers to common questions about compounded medicines, ordering, delivery and our practitioner portal."
    >
      <div className="faq-layout">
        <FaqAccordion items={FAQ_ITEMS} />
        <aside className="card card--soft" aria-labelledby="faq-more">
          <h2 id="faq-more">Still have a question?</h2>
          <p>Our pharmacists are happy to help.</p>
          <p>
            Call us on <a href={SITE.phoneHref}>{SITE.phone}</a> or <Link to={ROUTES.contact}>send us a message</Link>.
          </p>
        </aside>
      </div>
    </PageSection>
  );
}
