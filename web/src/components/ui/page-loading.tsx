/** Shown while a lazy screen's code downloads on first load. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="page-loading" role="status">
      {label}
    </p>
  );
}
