import { PHOTO_REDUCTION, reducedDimensions, reducedName } from './photo-reduction.ts';

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
