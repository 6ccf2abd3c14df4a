interface LoadMoreProps {
  query: { hasNextPage?: boolean; isFetchingNextPage?: boolean; fetchNextPage?: () => unknown };
}

/** Reads the next page of a queue, below the rows already shown. */
export function LoadMore({ query }: LoadMoreProps) {
  if (!query.hasNextPage || !query.fetchNextPage) return null;
  const fetchNextPage = query.fetchNextPage;
  return (
    <button type="button" className="button button--secondary" disabled={query.isFetchingNextPage} onClick={() => void fetchNextPage()}>
      {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </button>
  );
}
