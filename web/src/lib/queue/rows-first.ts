/**
 * Whether a list's page for its current filters is in: a list's counts start then, not
 * beside it (decision 090). On the emulators each count scans the whole collection and,
 * started together, slowed the first rows by as much; in production a count is cheap and
 * follows one round trip later.
 */
export function rowsArrived(list: { isFetched: boolean; isPlaceholderData: boolean }): boolean {
  return list.isFetched && !list.isPlaceholderData;
}
