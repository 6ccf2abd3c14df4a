import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT, NO_FILTERS } from '@pharmacy/shared';
import { PAGE_SIZE } from '../pagination.ts';
import { usePractitionerPage, useReadNextPageAhead, type PageRequest } from './list-practitioners.ts';

/** Each page read: the id of the record it starts after, or null for the first page. */
const reads = vi.hoisted(() => [] as (string | null)[]);

vi.mock('@/lib/firebase.ts', () => ({ getFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('firebase/firestore/lite', () => {
  const record = (index: number) => {
    const data = { firstName: `First${index}`, lastName: 'Citizen', email: `p${index}@example.test`, role: 'practitioner', status: 'approved', emailVerified: true };
    return { id: `user-${index}`, data: () => data, exists: () => true, get: (field: keyof typeof data) => data[field] };
  };
  return {
    collection: () => 'users',
    doc: () => 'a record',
    getDoc: () => Promise.reject(new Error('the page edge is at hand: nothing to read again')),
    where: () => ({}),
    orderBy: () => ({}),
    limit: () => ({}),
    limitToLast: () => ({}),
    endBefore: () => ({}),
    startAfter: (edge: { id: string }) => ({ after: edge.id }),
    query: (...parts: unknown[]) => parts,
    getDocs: (parts: unknown[]) => {
      const after = parts.find((part): part is { after: string } => typeof part === 'object' && part !== null && 'after' in part);
      reads.push(after?.after ?? null);
      const from = after ? Number(after.after.slice('user-'.length)) + 1 : 0;
      // Three pages' worth in all: each read gets its page and the one record that says more follow.
      const docs = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => record(from + index)).filter((_, index) => from + index < 3 * PAGE_SIZE);
      return Promise.resolve({ docs, size: docs.length });
    },
  };
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('the practitioner table reads one page ahead', () => {
  it('reads the next page once the list is quiet, and Next then shows it without asking again', async () => {
    const first: PageRequest = { filters: NO_FILTERS, order: DEFAULT_SORT, cursor: null };
    const { result, rerender } = renderHook(
      ({ request }: { request: PageRequest }) => {
        const page = usePractitionerPage(request);
        useReadNextPageAhead(request, page.data);
        return page;
      },
      { wrapper, initialProps: { request: first } },
    );
    await waitFor(() => expect(reads).toEqual([null, `user-${PAGE_SIZE - 1}`]));

    rerender({ request: { ...first, cursor: { direction: 'after', id: `user-${PAGE_SIZE - 1}` } } });
    // The second page is on screen at once, from the page read ahead.
    expect(result.current.data?.rows[0]?.id).toBe(`user-${PAGE_SIZE}`);
    // The third and last page is read ahead in its turn; nothing after it.
    await waitFor(() => expect(reads).toContain(`user-${2 * PAGE_SIZE - 1}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.filter((after) => after === `user-${3 * PAGE_SIZE - 1}`)).toEqual([]);
  });
});
