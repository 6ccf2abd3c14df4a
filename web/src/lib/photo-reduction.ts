import { formatBytes } from './upload-messages.ts';

/**
 * Large photos of scripts are re-encoded in the browser before they are sent
 * (decision 030): a phone photo is often 3-6 MB, far more than a pharmacist needs
 * to read the script. How they are reduced is in reduce-photo.ts, loaded only when
 * one is chosen; PDFs and photos up to 1 MB go as they are.
 */
export const REDUCIBLE_PHOTO_MIN_BYTES = 1024 * 1024;

const PHOTO = /\.(jpe?g|png)$/i;

/** A JPEG or PNG big enough to be worth reducing. */
export function isReduciblePhoto(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  const photo = file.type === 'image/jpeg' || file.type === 'image/png' || (file.type === '' && PHOTO.test(file.name));
  return photo && file.size > REDUCIBLE_PHOTO_MIN_BYTES;
}

/** What the form says it did. */
export function reductionNote(before: number, after: number): string {
  return `Photo reduced from ${formatBytes(before)} to ${formatBytes(after)} to upload faster.`;
}

export interface PreparedFile {
  file: File;
  /** What was done to it, for the form to say; null when it goes as chosen. */
  note: string | null;
}

/**
 * The file to upload for the one chosen: a large photo reduced, anything else as it
 * is. The reducing code loads only when a large photo is chosen, so the public pages
 * do not carry it. A photo the browser cannot decode goes as chosen: the server decides.
 */
export async function prepareUploadFile(file: File): Promise<PreparedFile> {
  if (!isReduciblePhoto(file)) return { file, note: null };
  try {
    const { reducePhoto } = await import('./reduce-photo.ts');
    const reduced = await reducePhoto(file);
    return reduced === file ? { file, note: null } : { file: reduced, note: reductionNote(file.size, reduced.size) };
  } catch {
    return { file, note: null };
  }
}
