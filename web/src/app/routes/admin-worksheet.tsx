import { Link, useParams } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { OrderWorksheet, useOrderWorksheet } from '@/features/order-queue/index.ts';
import { AdminOnly } from './admin-only.tsx';

const TITLE = 'Dispensing worksheet';

export function AdminWorksheetRoute() {
  const { requestId = '' } = useParams();
  return (
    <AdminOnly title={TITLE} loadingLabel="Loading worksheet...">
      {() => <Worksheet requestId={requestId} />}
    </AdminOnly>
  );
}

function Worksheet({ requestId }: { requestId: string }) {
  // The worksheet says when its details were read: a status may move after printing.
  const { data, error, isPending, dataUpdatedAt } = useOrderWorksheet(requestId);
  const back = `${ROUTES.admin}?view=orders`;

  if (isPending) return <PageLoading label="Loading worksheet..." />;
  if (error || !data?.value) {
    return (
      <PageSection heading={TITLE}>
        <FormError
          message={
            error || data
              ? 'This order request could not be read. Please reload the page.'
              : `There is no order request ${requestId}.`
          }
        />
        <Link to={back}>Back to order requests</Link>
      </PageSection>
    );
  }
  return (
    <div className="container worksheet-page">
      <div className="toolbar no-print">
        <Link to={back} className="button button--secondary">
          Back to order requests
        </Link>
        <button type="button" className="button" onClick={() => window.print()}>
          Print worksheet
        </button>
      </div>
      <OrderWorksheet order={data.value} readAt={dataUpdatedAt} />
    </div>
  );
}
