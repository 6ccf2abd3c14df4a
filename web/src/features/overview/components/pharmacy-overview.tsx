import { useId } from 'react';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { formatSydneyClock } from '@/lib/sydney-time.ts';
import { usePharmacyOverview } from '../api/get-pharmacy-overview.ts';
import { OverviewFigures } from './overview-figures.tsx';
import { StatusCounts } from './status-counts.tsx';
import { WeeklyOrdersChart } from './weekly-orders-chart.tsx';

/**
 * The pharmacy overview (issue 15, decision 031): the figures the team runs the day by,
 * counted by the server in one request, for looking rather than reading. Each figure
 * links to the list it counts.
 */
export function PharmacyOverview() {
  const headingId = useId();
  const overview = usePharmacyOverview();
  const refreshing = overview.isFetching && overview.data !== undefined;
  // Busy buttons stay focusable (aria-disabled), so a keyboard user's focus stays on them.
  const countAgain = () => {
    if (!overview.isFetching) void overview.refetch();
  };
  return (
    <section className="admin-section pharmacy-overview" aria-labelledby={headingId}>
      <div className="pharmacy-overview__bar">
        <h2 id={headingId}>Pharmacy overview</h2>
        {overview.data && (
          <p className="pharmacy-overview__counted" role="status">
            {refreshing ? 'Counting again...' : `Counted at ${formatSydneyClock(overview.data.countedAt)}`}
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={countAgain} aria-disabled={overview.isFetching}>
          Refresh
        </button>
      </div>
      {overview.isPending && <PageLoading label="Counting the pharmacy's figures..." />}
      {overview.isError && (
        <div className="queue-problem" role="alert">
          <p>The overview could not be counted: {overview.error.message}</p>
          <button type="button" className="button button--secondary" onClick={countAgain} aria-disabled={overview.isFetching}>
            Try again
          </button>
        </div>
      )}
      {overview.data && (
        <>
          <OverviewFigures overview={overview.data} />
          <StatusCounts byStatus={overview.data.byStatus} />
          <WeeklyOrdersChart weeks={overview.data.weeks} />
        </>
      )}
    </section>
  );
}
