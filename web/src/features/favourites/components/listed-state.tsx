import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** A list read from Firestore: loading, failed, empty, or its items. */
export function ListedState<T>({ query, what, empty, children }: { query: UseQueryResult<T[]>; what: string; empty: string; children: (items: T[]) => ReactNode }) {
  if (query.isPending) return <p>Loading {what}...</p>;
  if (query.isError) return <p className="field-error">The {what} could not be loaded. Please reload the page.</p>;
  if (query.data.length === 0) return <p>{empty}</p>;
  return <ul className="shortcut-list">{children(query.data)}</ul>;
}
