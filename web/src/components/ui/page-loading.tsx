/** What a screen says while its code downloads; main.tsx shows it before React's first render too. */
export const PAGE_LOADING_LABEL = 'Loading...';

/** Shown while a lazy screen's code downloads on first load. */
export function PageLoading({ label = PAGE_LOADING_LABEL }: { label?: string }) {
  return (
    <p className="page-loading" role="status">
      {label}
    </p>
  );
}
