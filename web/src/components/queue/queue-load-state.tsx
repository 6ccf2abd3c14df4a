import type { UseQueryResult } from '@tanstack/react-query';

interface QueueLoadStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'>;
  /** e.g. "order requests" */
  noun: string;
}

/** What a queue says while its list loads or when it cannot be read; nothing once it has rows to show. */
export function QueueLoadState({ query, noun }: QueueLoadStateProps) {
  if (query.isError) {
    return (
      <div className="queue-problem" role="alert">
        <p>
          The {noun} could not be loaded: {query.error?.message}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </button>
      </div>
    );
  }
  if (query.isPending) return <p className="page-loading">Loading {noun}...</p>;
  return null;
}
