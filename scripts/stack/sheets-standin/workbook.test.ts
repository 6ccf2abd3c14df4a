import { describe, expect, it } from 'vitest';
import { parseRange } from './workbook.ts';

describe('the ranges the stand-in reads', () => {
  it('reads quoted tab names, with quotes doubled inside, and bare ones', () => {
    expect(parseRange("'Pain Relief'!A:D")).toEqual({ title: 'Pain Relief', firstColumn: 0, lastColumn: 3 });
    expect(parseRange("'Children''s'!B:C")).toEqual({ title: "Children's", firstColumn: 1, lastColumn: 2 });
    expect(parseRange("'It''s ''quoted'''!A:A")).toEqual({ title: "It's 'quoted'", firstColumn: 0, lastColumn: 0 });
    expect(parseRange('Pain!A:D')).toEqual({ title: 'Pain', firstColumn: 0, lastColumn: 3 });
  });

  it('reads a tab on its own as all its columns', () => {
    expect(parseRange('Pain')).toEqual({ title: 'Pain', firstColumn: 0, lastColumn: 25 });
  });

  it('refuses what the real API would not read, or our client never asks for', () => {
    for (const range of ["'Pain", "Children's!A:D", "'Pain'!D:A", "'Pain'!A1:D9", '']) {
      expect(parseRange(range), range).toBeNull();
    }
  });
});
