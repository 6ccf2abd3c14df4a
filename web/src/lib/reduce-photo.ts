/**
 * How a large photo of a script is reduced (decision 030): the long edge at most
 * 2,500 px and JPEG quality 0.85 keep handwriting and small print legible.
 */
export const PHOTO_REDUCTION = { maxEdge: 2500, quality: 0.85 } as const;

/** The size to draw a width x height image at: its long edge at most maxEdge, never enlarged. */
export function reducedDimensions(width: number, height: number, maxEdge: number = PHOTO_REDUCTION.maxEdge): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The reduced photo's name: a PNG becomes a JPEG, so its name says so. */
export function reducedName(name: string): string {
  return /\.(jpe?g|png)$/i.test(name) ? name.replace(/\.(jpe?g|png)$/i, '.jpg') : `${name}.jpg`;
}

/**
 * The photo drawn at a legible size and encoded as JPEG; the file itself when that
 * would not be smaller. Loaded on demand (photo-reduction.ts). EXIF orientation is
 * applied while decoding, so a phone photo taken upright arrives upright.
 */
export async function reducePhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = reducedDimensions(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  // A PNG's transparent parts would turn black in a JPEG: paper is white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_REDUCTION.quality));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], reducedName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
