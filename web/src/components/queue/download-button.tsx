import { FileDownloadButton } from '@/components/ui/file-download-button.tsx';
import { downloadAsAdmin } from '@/lib/queue/download-private-file.ts';

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
  return <FileDownloadButton download={() => downloadAsAdmin(path, fileName)} label={label} context={context} />;
}
