import { QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEXT_PAGE_FRESH_MS, pagedListQuery, useReadNextPageAhead, type PagedList } from './next-page-ahead.ts';

interface Page {
  rows: number[];
  next: number | undefined;
}

const PAGE = 3;
const PAGES = 3;

/** A list of nine rows, three a page; `reads` holds where each read started (null: the first page). */
function pagedList(reads: (number | null)[], rows = PAGE * PAGES) {
  const read = (after: number | undefined): Promise<Page> => {
    reads.push(after ?? null);
    const from = after === undefined ? 0 : after + 1;
    const page = Array.from({ length: PAGE }, (_, index) => from + index).filter((row) => row < rows);
    return Promise.resolve({ rows: page, next: page.length === PAGE && from + PAGE < rows ? page.at(-1) : undefined });
  };
  const list: PagedList<Page, number> = {
    listKey: ['queue', 'list', { status: 'all' }],
    screenKey: ['queue'],
    next: (page) => page.next,
    cursorId: String,
    read,
  };
  return { list, options: pagedListQuery(list) };
}

/** The list's screen; `count` (when given) is the count its screen reads once the rows are in, as the queues do (decision 090). */
function renderList(reads: (number | null)[], rows?: number, count?: () => Promise<number>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { list, options } = pagedList(reads, rows);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      useReadNextPageAhead(list);
      const pages = useInfiniteQuery({ ...options, select: (data) => data.pages.flatMap((page) => page.rows) });
      useQuery({ queryKey: ['queue', 'count'], queryFn: count ?? (() => Promise.resolve(0)), enabled: count !== undefined && pages.isSuccess });
      return pages;
    },
    { wrapper },
  );
  return { client, ...hook };
}

afterEach(() => vi.useRealTimers());

describe('Load more reads one page ahead (decision 093)', () => {
  it('reads the next page once the list is in, and Load more shows it without asking again', async () => {
    const reads: (number | null)[] = [];
    const { result } = renderList(reads);
    await waitFor(() => expect(reads).toEqual([null, 2]));
    await waitFor(() => expect(result.current.isFetching).toBe(false));

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toEqual([0, 1, 2, 3, 4, 5]));
    // Loading the second page read nothing: then the third (the last) is read ahead in its turn.
    await waitFor(() => expect(reads).toEqual([null, 2, 5]));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(result.current.hasNextPage).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual([null, 2, 5]);
  });

  it('waits for the count that follows the rows before reading ahead', async () => {
    const reads: (number | null)[] = [];
    let answerCount: (count: number) => void = () => undefined;
    const counted = vi.fn(() => new Promise<number>((resolve) => (answerCount = resolve)));
    const { result } = renderList(reads, undefined, counted);
    await waitFor(() => expect(counted).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toEqual([0, 1, 2]);
    expect(reads).toEqual([null]);

    act(() => answerCount(9));
    await waitFor(() => expect(reads).toEqual([null, 2]));
  });

  it('reads nothing ahead when the first page is the last', async () => {
    const reads: (number | null)[] = [];
    const { result } = renderList(reads, 2);
    await waitFor(() => expect(result.current.data).toEqual([0, 1]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual([null]);
  });

  it('reads the page again when Load more comes after the page read ahead has gone stale', async () => {
    const reads: (number | null)[] = [];
    const { result } = renderList(reads);
    await waitFor(() => expect(reads).toEqual([null, 2]));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + NEXT_PAGE_FRESH_MS + 1);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toEqual([0, 1, 2, 3, 4, 5]));
    expect(reads.slice(0, 3)).toEqual([null, 2, 2]);
    vi.restoreAllMocks();
  });

  it('takes a page read ahead once: a refresh of the list reads every page from the database', async () => {
    const reads: (number | null)[] = [];
    const { result, client } = renderList(reads);
    await waitFor(() => expect(reads).toEqual([null, 2]));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(reads).toEqual([null, 2, 5]));
    await waitFor(() => expect(result.current.isFetching).toBe(false));

    // Something changed an order: the screen's queries are refreshed.
    await act(() => client.invalidateQueries({ queryKey: ['queue'] }));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    // Both shown pages were read again, the second not from what was read ahead before.
    expect(reads.slice(3, 5)).toEqual([null, 2]);
    expect(result.current.data).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
