import { describe, expect, it } from 'vitest';
import { isReduciblePhoto, REDUCIBLE_PHOTO_MIN_BYTES, reductionNote } from './photo-reduction.ts';
import { reducedDimensions, reducedName } from './reduce-photo.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('which chosen files are reduced before upload', () => {
  it('reduces large JPEG and PNG photos, by type or, when the system gives none, by name', () => {
    expect(isReduciblePhoto(file('script.jpg', 'image/jpeg', 5 * MB))).toBe(true);
    expect(isReduciblePhoto(file('scan.png', 'image/png', 3 * MB))).toBe(true);
    expect(isReduciblePhoto(file('IMG_0001.JPEG', '', 4 * MB))).toBe(true);
  });

  it('keeps PDFs and small photos as they are', () => {
    expect(isReduciblePhoto(file('script.pdf', 'application/pdf', 8 * MB))).toBe(false);
    expect(isReduciblePhoto(file('script.jpg', 'image/jpeg', REDUCIBLE_PHOTO_MIN_BYTES))).toBe(false);
  });
});

describe('the reduced photo', () => {
  it('keeps its long edge at most 2,500 px and its proportions', () => {
    expect(reducedDimensions(4032, 3024)).toEqual({ width: 2500, height: 1875 });
    expect(reducedDimensions(3024, 4032)).toEqual({ width: 1875, height: 2500 });
  });

  it('is never enlarged', () => {
    expect(reducedDimensions(1200, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('is named as the JPEG it becomes', () => {
    expect(reducedName('scan.PNG')).toBe('scan.jpg');
    expect(reducedName('photo.jpeg')).toBe('photo.jpg');
    expect(reducedName('photo')).toBe('photo.jpg');
  });

  it('says what was done', () => {
    expect(reductionNote(5.2 * MB, 0.9 * MB)).toBe('Photo reduced from 5.2 MB to 0.9 MB to upload faster.');
  });
});
