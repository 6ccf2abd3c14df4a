import { useState } from 'react';
import { FormError } from './form-error.tsx';

interface FileDownloadButtonProps {
  /** Fetches the file through /api and saves it; rejects with the text to show. */
  download: () => Promise<void>;
  /** The button's visible text. */
  label: string;
  /** Read after the label by screen readers, to tell several buttons apart ("for item 2"). */
  context?: string;
}

/** A private file's download button: busy while it runs, and the reason under it when it fails. */
export function FileDownloadButton({ download, label, context }: FileDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="queue-download">
      <button type="button" className="button button--secondary" onClick={() => void run()} aria-disabled={busy}>
        {busy ? 'Downloading...' : label}
        {context && (
          <>
            {' '}
            <span className="visually-hidden">{context}</span>
          </>
        )}
      </button>
      <FormError message={error} />
    </div>
  );
}
