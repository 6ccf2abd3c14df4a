import type { UploadProgress } from '@/lib/send-form.ts';
import { announcedProgress, progressText, uploadPercent } from '@/lib/upload-messages.ts';

interface UploadStatusProps {
  /** The upload under way, or null when none is. */
  progress: UploadProgress | null;
  onCancel: () => void;
  /** The progress bar's name, e.g. "Script upload". */
  label: string;
}

/**
 * An upload's progress bar, bytes and percentage, and Cancel while bytes are still
 * going out (decision 030). The live region is always there, so the first news is announced.
 */
export function UploadStatus({ progress, onCancel, label }: UploadStatusProps) {
  const percent = progress && uploadPercent(progress);
  return (
    <div className="upload-status">
      {progress && (
        <>
          <progress className="upload-status__bar" aria-label={label} max={100} value={percent ?? undefined} />
          <p className="upload-status__text">{progressText(progress)}</p>
          {!progress.done && (
            <button type="button" className="button button--secondary upload-status__cancel" onClick={onCancel}>
              Cancel upload
            </button>
          )}
        </>
      )}
      <p role="status" className="visually-hidden">
        {progress ? announcedProgress(progress) : ''}
      </p>
    </div>
  );
}
