import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { usePractitionerNumbers } from '../api/practitioner-numbers.ts';
import { PractitionerRegistrations } from './practitioner-registrations.tsx';
import { PractitionerStatCards } from './practitioner-stat-cards.tsx';
import { RecentRegistrations } from './recent-registrations.tsx';

/**
 * The practitioners part of the spec's admin dashboard: stat cards, recent registrations,
 * the registrations table (the admin route adds the medication database below).
 */
export function PractitionersOverview() {
  const numbers = usePractitionerNumbers();
  return (
    <>
      {numbers.isPending && <PageLoading label="Loading practitioners..." />}
      {numbers.isError && (
        <div className="admin-section">
          <FormError message={`The practitioner numbers could not be loaded: ${numbers.error.message}`} />
          <button type="button" className="button button--secondary" onClick={() => void numbers.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {numbers.data && (
        <>
          <PractitionerStatCards stats={numbers.data.stats} />
          <RecentRegistrations rows={numbers.data.recent} />
        </>
      )}
      <PractitionerRegistrations />
    </>
  );
}
