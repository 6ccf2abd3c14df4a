import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT, NO_FILTERS } from '@pharmacy/shared';
import { usePractitionerCount, usePractitionerPage } from './list-practitioners.ts';
import { usePractitionerNumbers } from './practitioner-numbers.ts';

/** What the dashboard asks Firestore: each query's conditions, as text, and each document read. */
const asked = vi.hoisted(() => ({ counts: [] as string[], pages: [] as string[], documents: [] as string[] }));
/** counters/practitioners as the trigger keeps it (a registration today, 2026-11-26 in Sydney, and one six days earlier). */
const COUNTERS = { total: 12, status: { pending: 3, approved: 8, rejected: 1 }, registeredOn: { '2026-11-26': 2, '2026-11-20': 1, '2026-11-19': 4 } };

vi.mock('@/lib/firebase.ts', () => ({ getFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('firebase/firestore/lite', () => {
  const describe = (parts: unknown[]) => parts.map((part) => JSON.stringify(part)).join(' ');
  const records = Array.from({ length: 8 }, (_, index) => ({
    id: `user-${index}`,
    data: () => ({ firstName: `First${index}`, lastName: 'Citizen', email: `p${index}@example.test`, role: 'practitioner', status: 'approved', emailVerified: true }),
  }));
  return {
    collection: () => 'users',
    doc: (_db: unknown, ...path: string[]) => path.join('/'),
    getDoc: (path: string) => {
      asked.documents.push(path);
      return path === 'counters/practitioners' ? Promise.resolve({ data: () => COUNTERS }) : Promise.reject(new Error('no cursor on the first page'));
    },
    startAfter: () => ({}),
    endBefore: () => ({}),
    limitToLast: () => ({}),
    where: (field: string, op: string, value: unknown) => ({ field, op, value: value instanceof Date ? value.toISOString() : value }),
    orderBy: (field: string, direction: string) => ({ orderBy: field, direction }),
    limit: (count: number) => ({ limit: count }),
    and: (...filters: unknown[]) => ({ and: filters }),
    or: (...filters: unknown[]) => ({ or: filters }),
    // A query of a query keeps the first one's parts (the filters, then the sort and page).
    query: (base: unknown, ...parts: unknown[]) => [...(Array.isArray(base) ? base : []), ...parts],
    getCount: (parts: unknown[]) => {
      asked.counts.push(describe(parts));
      return Promise.resolve({ data: () => ({ count: asked.counts.length }) });
    },
    getDocs: (parts: unknown[]) => {
      asked.pages.push(describe(parts));
      return Promise.resolve({ docs: records, size: records.length });
    },
  };
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('the admin dashboard\u2019s practitioner numbers', () => {
  afterEach(() => vi.useRealTimers());

  it('read the stat cards and the table\u2019s total from one counter document, count nothing, and share the first page with the table', async () => {
    // Thursday 26 November 2026, 10:00 in Sydney.
    vi.useFakeTimers({ now: new Date('2026-11-25T23:00:00.000Z'), toFake: ['Date'] });
    const { result } = renderHook(
      () => ({
        numbers: usePractitionerNumbers(),
        tableCount: usePractitionerCount(NO_FILTERS),
        tablePage: usePractitionerPage({ filters: NO_FILTERS, order: DEFAULT_SORT, cursor: null }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.numbers.data).toBeDefined());
    await waitFor(() => expect(result.current.tablePage.data).toBeDefined());
    await waitFor(() => expect(result.current.tableCount.data).toBeDefined());

    expect(asked.documents).toEqual(['counters/practitioners']);
    // New This Week: the seven Sydney days from 20 November to today.
    expect(result.current.numbers.data!.stats).toEqual({ total: 12, pending: 3, approved: 8, rejected: 1, newThisWeek: 3 });
    // The table's "of N" with no filter is the same counter document's total, read once for both: nothing is counted by the database.
    expect(asked.counts).toEqual([]);
    expect(result.current.tableCount.data).toBe(12);
    expect(asked.pages).toHaveLength(1);
    // The recent list is the start of the table's first page: the newest five.
    expect(result.current.numbers.data!.recent.map((row) => row.id)).toEqual(['user-0', 'user-1', 'user-2', 'user-3', 'user-4']);
  });

  it('count a Status filter from the counter document, and any other filter with the database', async () => {
    asked.counts.length = 0;
    asked.documents.length = 0;
    const { result } = renderHook(
      () => ({
        pending: usePractitionerCount({ ...NO_FILTERS, status: 'pending' }),
        searched: usePractitionerCount({ ...NO_FILTERS, status: 'pending', search: 'citizen' }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.pending.data).toBeDefined());
    await waitFor(() => expect(result.current.searched.data).toBeDefined());
    expect(result.current.pending.data).toBe(3);
    expect(asked.documents).toEqual(['counters/practitioners']);
    // The search is not in the counters: one count query, with the search and the status among its conditions.
    expect(asked.counts).toHaveLength(1);
    expect(asked.counts[0]).toContain('"pending"');
    // Decision 070: the search is a prefix range on each stored key, any of which may match.
    for (const key of ['name', 'familyName', 'email']) expect(asked.counts[0]).toContain(`"searchKeys.${key}","op":">=","value":"citizen"`);
  });
});
