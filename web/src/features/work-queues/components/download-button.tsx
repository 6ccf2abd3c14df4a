import { useState } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { downloadAsAdmin } from '../api/download-private-file.ts';

interface DownloadButtonProps {
  /** The admin-only /api path that streams the file. */
  path: string;
  fileName: string;
  /** The button's visible text. */
  label: string;
  /** Read after the label by screen readers, to tell several buttons apart ("for item 2"). */
  context?: string;
}

/** Fetches a private file through /api as the admin and saves it; files never have a public address. */
export function DownloadButton({ path, fileName, label, context }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await downloadAsAdmin(path, fileName);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="queue-download">
      <button type="button" className="button button--secondary" onClick={() => void download()} aria-disabled={busy}>
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
