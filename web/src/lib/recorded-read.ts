/**
 * The query options of a read the server records as an admin's look at health data
 * (decision 039): read once per opening, not again when the window regains focus or
 * the network returns, and not kept once the screen closes, so opening it again is a
 * new look. A change the admin makes (a status, a question) may still refresh it; the
 * server folds that read into the look it has just recorded.
 */
export const RECORDED_READ = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;
