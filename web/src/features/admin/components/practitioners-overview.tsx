import { useMemo } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { usePractitioners } from '../api/list-practitioners.ts';
import { practitionerStats, recentRegistrations } from '../practitioner-stats.ts';
import { PractitionerRegistrations } from './practitioner-registrations.tsx';
import { PractitionerStatCards } from './practitioner-stat-cards.tsx';
import { RecentRegistrations } from './recent-registrations.tsx';

// Hidden records would be invisible to the admin: say that they exist.
function unreadableNotice(count: number): string {
  const records = count === 1 ? '1 practitioner record could not be read and is' : `${count} practitioner records could not be read and are`;
  return `${records} not listed. Check the fields of the record in the Firebase console.`;
}

/**
 * The practitioners part of the spec's admin dashboard: stat cards, recent registrations,
 * the registrations table (the admin route adds the medication database below).
 */
export function PractitionersOverview() {
  const practitioners = usePractitioners();
  const rows = practitioners.data?.rows;
  const unreadable = practitioners.data?.unreadable ?? 0;
  // Counted when the list arrives: "this week" moves on with the next reload, not on every render.
  const stats = useMemo(() => rows && practitionerStats(rows, new Date()), [rows]);
  const recent = useMemo(() => rows && recentRegistrations(rows), [rows]);

  return (
    <>
      {practitioners.isPending && <PageLoading label="Loading practitioners..." />}
      {practitioners.isError && (
        <div className="admin-section">
          <FormError message={`The practitioner list could not be loaded: ${practitioners.error.message}`} />
          <button type="button" className="button button--secondary" onClick={() => void practitioners.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {rows && stats && recent && (
        <>
          <PractitionerStatCards stats={stats} />
          {unreadable > 0 && <p className="notice notice--warning admin-warning">{unreadableNotice(unreadable)}</p>}
          <RecentRegistrations rows={recent} />
          <PractitionerRegistrations practitioners={rows} />
        </>
      )}
    </>
  );
}
