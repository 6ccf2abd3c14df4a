import { useParams, useSearchParams } from 'react-router';
import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PAY_PAGE_TITLE, PayPage } from '@/features/invoices/index.ts';

/**
 * /pay/{token}: the patient's no-login page to pay an invoice by card (decision 079). Like
 * the tracking page: its own lazy chunk through the account screens' list, served from the
 * app shell, never prerendered, kept out of search results; no Firebase code.
 */
export function PayRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <PageSection heading={PAY_PAGE_TITLE}>
      <PayPage token={token} returnedFromCheckout={params.get('paid') === '1'} pharmacyPhone={SITE.phone} />
    </PageSection>
  );
}
