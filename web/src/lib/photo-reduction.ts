import { formatBytes } from './upload-messages.ts';

/**
 * Large photos of scripts are re-encoded in the browser before they are sent
 * (decision 030): a phone photo is often 3-6 MB, far more than a pharmacist needs
 * to read the script. The long edge stays at 2,500 px and JPEG quality at 0.85, which
 * keeps handwriting and small print legible; PDFs and small images go as they are.
 */
export const PHOTO_REDUCTION = {
  /** Photos up to this size go as they are. */
  minBytes: 1024 * 1024,
  maxEdge: 2500,
  quality: 0.85,
} as const;

const PHOTO = /\.(jpe?g|png)$/i;

/** A JPEG or PNG big enough to be worth reducing. */
export function isReduciblePhoto(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  const photo = file.type === 'image/jpeg' || file.type === 'image/png' || (file.type === '' && PHOTO.test(file.name));
  return photo && file.size > PHOTO_REDUCTION.minBytes;
}

/** The size to draw a width x height image at: its long edge at most maxEdge, never enlarged. */
export function reducedDimensions(width: number, height: number, maxEdge: number = PHOTO_REDUCTION.maxEdge): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The reduced photo's name: a PNG becomes a JPEG, so its name says so. */
export function reducedName(name: string): string {
  return PHOTO.test(name) ? name.replace(PHOTO, '.jpg') : `${name}.jpg`;
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
