import { describe, expect, it } from 'vitest';
import {
  PROGRAM_NAMED_PNG,
  SCRIPT_JPEG,
  SCRIPT_PDF,
  SCRIPT_PNG,
  TEXT_NAMED_PDF,
} from '../../../../tests/support/file-fixtures.ts';
import { detectAttachmentType, sanitiseFileName } from './file-check.ts';

describe('detecting an attachment by its content', () => {
  it.each([SCRIPT_PDF, SCRIPT_JPEG, SCRIPT_PNG])('recognises a real $contentType', async (file) => {
    expect(await detectAttachmentType(file.content)).toBe(file.contentType);
  });

  it('refuses text named and declared as a PDF', async () => {
    expect(await detectAttachmentType(TEXT_NAMED_PDF.content)).toBeNull();
  });

  it('refuses a program renamed .png', async () => {
    expect(await detectAttachmentType(PROGRAM_NAMED_PNG.content)).toBeNull();
  });

  it('refuses an empty file', async () => {
    expect(await detectAttachmentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('sanitising the file name', () => {
  it('keeps an ordinary name', () => {
    expect(sanitiseFileName('Script (Dr Smith) 2026-03.pdf', 'application/pdf')).toBe('Script (Dr Smith) 2026-03.pdf');
    expect(sanitiseFileName('photo.JPEG', 'image/jpeg')).toBe('photo.jpeg');
  });

  it('drops directories a sender put in the name', () => {
    expect(sanitiseFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('C:\\Users\\jane\\scan.png', 'image/png')).toBe('scan.png');
  });

  it('replaces control and special characters', () => {
    expect(sanitiseFileName('scan\u0000\r\n<script>.png', 'image/png')).toBe('scan-script.png');
    expect(sanitiseFileName('résumé über.pdf', 'application/pdf')).toBe('résumé über.pdf');
  });

  it('gives the extension of the real content', () => {
    expect(sanitiseFileName('scan.png', 'image/jpeg')).toBe('scan.png.jpg');
    expect(sanitiseFileName('script', 'application/pdf')).toBe('script.pdf');
  });

  it('names a file that has no usable name', () => {
    expect(sanitiseFileName('', 'image/png')).toBe('attachment.png');
    expect(sanitiseFileName('...pdf', 'application/pdf')).toBe('attachment.pdf');
  });

  it('bounds the length', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
