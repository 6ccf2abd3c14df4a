import { useState } from 'react';
import { sydneyMonthOf } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';

interface MonthDownloadProps {
  label: string;
  action: string;
  /** What the month and the button are for, where a page has several (a table's row): read after the label and the action by screen readers only. */
  about?: string;
  onDownload: (month: string) => Promise<void>;
}

/** A Sydney month (this one by default) and a button that downloads that month's file. */
export function MonthDownload({ label, action, about, onDownload }: MonthDownloadProps) {
  const thisMonth = sydneyMonthOf(new Date());
  const [month, setMonth] = useState(thisMonth);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function download() {
    setError(null);
    setBusy(true);
    try {
      await onDownload(month);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="month-download">
      <label>
        <span>
          {label}
          {about && <span className="visually-hidden"> for {about}</span>}
        </span>
        <input type="month" value={month} max={thisMonth} onChange={(event) => setMonth(event.target.value)} />
      </label>
      <button type="button" className="button button--secondary" disabled={busy || !month} onClick={() => void download()}>
        {action}
        {about && <span className="visually-hidden"> for {about}</span>}
      </button>
      <FormError message={error} />
    </div>
  );
}
