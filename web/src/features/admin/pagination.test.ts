import { describe, expect, it } from 'vitest';
import { pageButtons, pageSlice } from './pagination.ts';

describe('table pages', () => {
  it('shows 50 rows a page', () => {
    expect(pageSlice(5000, 1)).toEqual({ page: 1, pageCount: 100, start: 0, end: 50 });
    expect(pageSlice(5000, 100)).toEqual({ page: 100, pageCount: 100, start: 4950, end: 5000 });
    expect(pageSlice(120, 3)).toEqual({ page: 3, pageCount: 3, start: 100, end: 120 });
  });

  it('falls back to the last page when the list shrank under the one shown, and has one empty page', () => {
    expect(pageSlice(60, 7)).toEqual({ page: 2, pageCount: 2, start: 50, end: 60 });
    expect(pageSlice(0, 1)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });

  it('offers the first, last and neighbouring pages, with gaps', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 100)).toEqual([1, 2, 'gap', 100]);
    expect(pageButtons(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
