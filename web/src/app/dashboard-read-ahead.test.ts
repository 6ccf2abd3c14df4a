import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MY_REQUESTS_NO_FILTERS, type UserRecord } from '@pharmacy/shared';
import type { RestoredSession } from '@/features/accounts/index.ts';
import { medicationDatabaseQueryOptions } from '@/features/catalogue/index.ts';
import { dashboardReadAheadFor } from './dashboard-read-ahead.ts';

function signedIn(fields: Partial<UserRecord>): RestoredSession {
  return { uid: 'uid-1', record: { firstName: 'Alice', lastName: 'Nguyen', email: 'alice@example.com', role: 'practitioner', status: 'approved', ...fields } };
}

const at = (search: string, hash = '') => ({ search, hash });

describe('what the dashboard reads ahead (decision 086)', () => {
  it("reads an approved prescriber's open section: New order by default, To sign, My Requests", () => {
    const prescriber = signedIn({});
    expect(dashboardReadAheadFor(prescriber, at(''))).toEqual({ section: 'new-order', uid: 'uid-1' });
    expect(dashboardReadAheadFor(prescriber, at('?view=new-order'))).toEqual({ section: 'new-order', uid: 'uid-1' });
    expect(dashboardReadAheadFor(prescriber, at('?view=to-sign'))).toEqual({ section: 'to-sign', uid: 'uid-1' });
    expect(dashboardReadAheadFor(prescriber, at('?view=to-sign&draft=d1'))).toEqual({ section: 'to-sign', uid: 'uid-1' });
    expect(dashboardReadAheadFor(prescriber, at('?view=requests'))).toEqual({ section: 'requests', uid: 'uid-1', filters: MY_REQUESTS_NO_FILTERS });
  });

  it('reads My Requests with the request an address names, as the list opens with it', () => {
    expect(dashboardReadAheadFor(signedIn({}), at('?view=requests', '#order-HC-260315-K7QX'))).toEqual({
      section: 'requests',
      uid: 'uid-1',
      filters: { ...MY_REQUESTS_NO_FILTERS, q: 'HC-260315-K7QX' },
    });
  });

  it('an unknown section opens New order, and reads its reads', () => {
    expect(dashboardReadAheadFor(signedIn({}), at('?view=nonsense'))).toEqual({ section: 'new-order', uid: 'uid-1' });
  });

  it('reads nothing for the sections that read only when asked', () => {
    for (const view of ['patients', 'staff', 'account']) expect(dashboardReadAheadFor(signedIn({}), at(`?view=${view}`))).toBeNull();
  });

  it('reads nothing for a staff member, an admin, a pending or rejected prescriber, a user with no record, or nobody', () => {
    for (const search of ['', '?view=to-sign', '?view=requests']) {
      expect(dashboardReadAheadFor(signedIn({ role: 'staff' }), at(search))).toBeNull();
      expect(dashboardReadAheadFor(signedIn({ role: 'admin' }), at(search))).toBeNull();
      expect(dashboardReadAheadFor(signedIn({ status: 'pending' }), at(search))).toBeNull();
      expect(dashboardReadAheadFor(signedIn({ status: undefined }), at(search))).toBeNull();
      expect(dashboardReadAheadFor(signedIn({ status: 'rejected' }), at(search))).toBeNull();
      expect(dashboardReadAheadFor({ uid: 'uid-1', record: null }, at(search))).toBeNull();
      expect(dashboardReadAheadFor(null, at(search))).toBeNull();
    }
  });

  it('a read ahead that failed does not stick: the section reads again as it mounts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = medicationDatabaseQueryOptions();
    await client.prefetchQuery({ ...options, queryFn: () => Promise.reject(new Error('offline')) });
    expect(client.getQueryState(options.queryKey)?.status).toBe('error');

    const observer = new QueryObserver(client, { ...options, queryFn: () => Promise.resolve({ read: 'again' } as never) });
    // As a mounting hook (useQuery) sees it: loading, not the read ahead's error, which
    // New order would show as the built-in catalogue.
    const mounting = { ...client.defaultQueryOptions(observer.options), _optimisticResults: 'optimistic' as const };
    expect(observer.getOptimisticResult(mounting).status).toBe('pending');
    const answered = new Promise((resolve) => observer.subscribe((result) => result.isSuccess && resolve(result.data)));
    expect(await answered).toEqual({ read: 'again' });
  });
});
