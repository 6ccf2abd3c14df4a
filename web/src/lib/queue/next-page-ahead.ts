import { useEffect } from 'react';
import { hashKey, infiniteQueryOptions, useIsFetching, useQueryClient, type FetchQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * "Load more" reads ahead (decision 093), as the practitioner table's Next does (decision
 * 033): once nothing of a list's screen is in flight, the page after the last one shown is
 * read and waits under the list's key; Load more takes it from there instead of asking the
 * database while the person waits. One page ahead at most, read afresh if Load more comes
 * later than NEXT_PAGE_FRESH_MS, and taken once: a refresh of the list reads every page again.
 */

/** How long a page read ahead waits for Load more before it counts as stale. */
export const NEXT_PAGE_FRESH_MS = 30_000;

/** A list read a page at a time, newest first, as an infinite query. */
export interface PagedList<Page, Cursor> {
  /** The list's infinite query key. */
  listKey: QueryKey;
  /** The prefix of every query of the list's screen (its pages, its count): nothing is read ahead while one is in flight. */
  screenKey: QueryKey;
  /** Where the page after `page` starts, or undefined when `page` was the last. */
  next: (page: Page) => Cursor | undefined;
  /** The cursor as text: the id of the row it starts after. */
  cursorId: (cursor: Cursor) => string;
  /** Reads the first page (no cursor) or the page after `cursor` from the database. */
  read: (cursor: Cursor | undefined) => Promise<Page>;
}

/** The list's infinite query: the first page read at once, each later one taken from what was read ahead. */
export function pagedListQuery<Page, Cursor>(list: PagedList<Page, Cursor>) {
  return infiniteQueryOptions({
    queryKey: list.listKey,
    queryFn: ({ pageParam, client }) => (pageParam === undefined ? list.read(undefined) : takePageAfter(client, list, pageParam as Cursor)),
    initialPageParam: undefined as Cursor | undefined,
    getNextPageParam: (page: Page) => list.next(page),
  });
}

/** Where a list's next page waits: under the list's own key, so whatever refreshes the list drops it too. */
const nextPageKey = (listKey: QueryKey, cursorId: string): QueryKey => [...listKey, 'next-page', cursorId];

/**
 * A later page of the list, for its queryFn: the page read ahead after `cursor` if it is
 * fresh or still on its way, otherwise read now. Removed once taken.
 */
async function takePageAfter<Page, Cursor>(client: QueryClient, list: PagedList<Page, Cursor>, cursor: Cursor): Promise<Page> {
  const queryKey = nextPageKey(list.listKey, list.cursorId(cursor));
  try {
    return await client.fetchQuery({ queryKey, queryFn: () => list.read(cursor), staleTime: NEXT_PAGE_FRESH_MS });
  } finally {
    client.removeQueries({ queryKey, exact: true });
  }
}

/** Reads the page after the last one shown, once nothing of the list's screen is in flight, for takePageAfter to find. */
export function useReadNextPageAhead<Page, Cursor>(list: PagedList<Page, Cursor>): void {
  const client = useQueryClient();
  // Read in render: the screen renders again whenever its pages change.
  const last = client.getQueryData<InfiniteData<Page>>(list.listKey)?.pages.at(-1);
  const cursor = last === undefined ? undefined : list.next(last);
  useReadAheadOnceIdle(
    list.screenKey,
    cursor === undefined ? null : { queryKey: nextPageKey(list.listKey, list.cursorId(cursor)), queryFn: () => list.read(cursor) },
  );
}

/**
 * Reads `ahead`, the query a screen will want next (the next page of a list), once nothing
 * under `screenKey` is in flight: the screen's own reads go first, and the database answers
 * them alone. What is read ahead stays fresh for NEXT_PAGE_FRESH_MS. `ahead` null: nothing to
 * read (the last page is shown). The practitioner table's Next (decision 033) and the lists'
 * Load more (decision 093) read ahead through this.
 */
export function useReadAheadOnceIdle<T, Key extends QueryKey>(screenKey: QueryKey, ahead: Pick<FetchQueryOptions<T, Error, T, Key>, 'queryKey' | 'queryFn'> | null): void {
  const client = useQueryClient();
  const busy = useIsFetching({ queryKey: screenKey }) > 0;
  const aheadHash = ahead === null ? null : hashKey(ahead.queryKey);
  const screenHash = hashKey(screenKey);
  useEffect(() => {
    if (busy || ahead === null) return;
    // A query the same render enabled (a list's count, once its rows are in) starts its read
    // in an effect after this one: look again once it has, and leave the database to it.
    const timer = setTimeout(() => {
      if (client.isFetching({ queryKey: screenKey }) > 0) return;
      void client.prefetchQuery({ ...ahead, staleTime: NEXT_PAGE_FRESH_MS });
    }, 0);
    return () => clearTimeout(timer);
    // `ahead` and `screenKey` are rebuilt on every render; their hashes say when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, aheadHash, screenHash, client]);
}
