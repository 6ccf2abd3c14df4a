import { QueryClient, QueryClientProvider, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsArrived } from './rows-first.ts';

/** A list and its count as the queues read them: the count asked for only once rowsArrived. */
function deferred() {
  const calls: { filter: string; resolve: (value: string[]) => void }[] = [];
  const read = (filter: string) => new Promise<string[]>((resolve) => calls.push({ filter, resolve }));
  return { calls, read };
}

function Queue({ filter, list, counted }: { filter: string; list: ReturnType<typeof deferred>; counted: string[] }) {
  const rows = useInfiniteQuery({
    queryKey: ['rows', filter],
    queryFn: () => list.read(filter),
    initialPageParam: 0,
    getNextPageParam: () => undefined,
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: ['count', filter],
    queryFn: () => {
      counted.push(filter);
      return 7;
    },
    enabled: rowsArrived(rows),
  });
  return (
    <p>
      rows {rows.data?.pages.flat().join(',') ?? 'none'}; count {count.data ?? 'none'}
    </p>
  );
}

describe('rowsArrived: a list’s count waits for its rows', () => {
  it('asks for the count only once the page for the current filter is in, also after a filter change', async () => {
    const list = deferred();
    const counted: string[] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Queue filter="all" list={list} counted={counted} />
      </QueryClientProvider>,
    );
    expect(list.calls.map((call) => call.filter)).toEqual(['all']);
    expect(counted).toEqual([]);

    await act(async () => list.calls[0]!.resolve(['a', 'b']));
    expect(await screen.findByText('rows a,b; count 7')).toBeInTheDocument();
    expect(counted).toEqual(['all']);

    // A new filter: the old rows stay on screen while the new page loads, and the new count waits for it.
    rerender(
      <QueryClientProvider client={client}>
        <Queue filter="unread" list={list} counted={counted} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('rows a,b; count none')).toBeInTheDocument();
    expect(counted).toEqual(['all']);
    await act(async () => list.calls[1]!.resolve(['c']));
    expect(await screen.findByText('rows c; count 7')).toBeInTheDocument();
    expect(counted).toEqual(['all', 'unread']);
  });
});
