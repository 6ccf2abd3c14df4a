import { describe, expect, it } from 'vitest';
import { announcedProgress, formatBytes, progressText, UPLOAD_MESSAGES, uploadFailureMessage, uploadPercent } from './upload-messages.ts';

const MB = 1024 * 1024;

describe('upload progress in words', () => {
  it('gives sizes in the forms\u2019 megabytes, and small ones in KB', () => {
    expect(formatBytes(5.2 * MB)).toBe('5.2 MB');
    expect(formatBytes(0.9 * MB)).toBe('0.9 MB');
    expect(formatBytes(30 * 1024)).toBe('30 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });

  it('says bytes sent and the percentage, never past 100%', () => {
    expect(progressText({ sent: 1.5 * MB, total: 6 * MB, done: false })).toBe('Sending 1.5 MB of 6.0 MB (25%)');
    expect(uploadPercent({ sent: 7, total: 5, done: false })).toBe(100);
  });

  it('says when the browser has not told the size yet, and when every byte is out', () => {
    expect(progressText({ sent: 0, total: 0, done: false })).toBe('Starting upload...');
    expect(uploadPercent({ sent: 0, total: 0, done: false })).toBeNull();
    expect(progressText({ sent: 2 * MB, total: 2 * MB, done: true })).toBe('Sent 2.0 MB. Waiting for the pharmacy to confirm...');
  });

  it('announces progress in quarter steps only', () => {
    expect(announcedProgress({ sent: 49, total: 100, done: false })).toBe('Uploading: 25% sent.');
    expect(announcedProgress({ sent: 26, total: 100, done: false })).toBe('Uploading: 25% sent.');
    expect(announcedProgress({ sent: 100, total: 100, done: true })).toBe('Upload sent. Waiting for the pharmacy to confirm.');
  });

  it('says cancelled in its own words and a dropped connection in the form\u2019s', () => {
    expect(uploadFailureMessage('cancelled', 'x')).toBe(UPLOAD_MESSAGES.cancelled);
    expect(uploadFailureMessage('network', 'Could not reach us.')).toBe('Could not reach us.');
  });
});
