import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT, NO_FILTERS } from '@pharmacy/shared';
import { usePractitionerCount, usePractitionerPage } from './list-practitioners.ts';
import { usePractitionerNumbers } from './practitioner-numbers.ts';

/** What the dashboard asks Firestore: each query's conditions, as text. */
const asked = vi.hoisted(() => ({ counts: [] as string[], pages: [] as string[] }));

vi.mock('@/lib/firebase.ts', () => ({ getFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('firebase/firestore/lite', () => {
  const describe = (parts: unknown[]) => parts.map((part) => JSON.stringify(part)).join(' ');
  const records = Array.from({ length: 8 }, (_, index) => ({
    id: `user-${index}`,
    data: () => ({ firstName: `First${index}`, lastName: 'Citizen', email: `p${index}@example.test`, role: 'practitioner', status: 'approved', emailVerified: true }),
  }));
  return {
    collection: () => 'users',
    doc: () => 'a record',
    getDoc: () => Promise.reject(new Error('no cursor on the first page')),
    startAfter: () => ({}),
    endBefore: () => ({}),
    limitToLast: () => ({}),
    where: (field: string, op: string, value: unknown) => ({ field, op, value: value instanceof Date ? value.toISOString() : value }),
    orderBy: (field: string, direction: string) => ({ orderBy: field, direction }),
    limit: (count: number) => ({ limit: count }),
    query: (...parts: unknown[]) => parts.slice(1),
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
  it('ask the database once for each count and the first page, which the unfiltered table shares', async () => {
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

    // Total, Pending, Approved, Rejected and New This Week: five counts, the table's "of N" among them.
    expect(asked.counts).toHaveLength(5);
    expect(new Set(asked.counts).size).toBe(5);
    expect(asked.pages).toHaveLength(1);
    const stats = result.current.numbers.data!.stats;
    expect(result.current.tableCount.data).toBe(stats.total);
    // The recent list is the start of the table's first page: the newest five.
    expect(result.current.numbers.data!.recent.map((row) => row.id)).toEqual(['user-0', 'user-1', 'user-2', 'user-3', 'user-4']);
  });
});
