import type { UploadFailure, UploadProgress } from './send-form.ts';

/** What a form says when its upload was cancelled (decision 030); everything chosen and typed stays. */
export const UPLOAD_MESSAGES = {
  cancelled: 'Upload cancelled. Everything you entered is still here: send it again when you are ready.',
} as const;

/** The message for an upload that got no answer; `network` is the form's own words for a dropped connection or offline. */
export function uploadFailureMessage(reason: UploadFailure, network: string): string {
  return reason === 'network' ? network : UPLOAD_MESSAGES[reason];
}

const MB = 1024 * 1024;

/** A size as people read it, in the same megabytes as the forms' "up to 10 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < MB / 10) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** Percent sent, or null while the browser has not said how big the body is. */
export function uploadPercent(progress: UploadProgress): number | null {
  if (progress.total <= 0) return null;
  return Math.min(100, Math.floor((progress.sent / progress.total) * 100));
}

/** The line under the progress bar: bytes sent and the percentage, then the wait for the server. */
export function progressText(progress: UploadProgress): string {
  if (progress.done) return `Sent ${formatBytes(progress.total)}. Waiting for the pharmacy to confirm...`;
  const percent = uploadPercent(progress);
  if (percent === null) return progress.sent > 0 ? `Sending: ${formatBytes(progress.sent)} sent` : 'Starting upload...';
  return `Sending ${formatBytes(progress.sent)} of ${formatBytes(progress.total)} (${percent}%)`;
}

/**
 * What the live region announces: the same news in quarter steps, so a screen
 * reader is not read every progress event (they come many times a second).
 */
export function announcedProgress(progress: UploadProgress): string {
  if (progress.done) return 'Upload sent. Waiting for the pharmacy to confirm.';
  const percent = uploadPercent(progress);
  if (percent === null) return 'Uploading.';
  return `Uploading: ${Math.floor(percent / 25) * 25}% sent.`;
}
