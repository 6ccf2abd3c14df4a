/** Splitting the filtered list into pages of the table, so thousands of rows never render at once. */

export const PAGE_SIZE = 50;

export interface PageSlice {
  /** 1-based page actually shown: a page past the end (the list shrank) becomes the last one. */
  page: number;
  pageCount: number;
  /** Index of the first row shown, and one past the last. */
  start: number;
  end: number;
}

export function pageSlice(rowCount: number, requestedPage: number, pageSize = PAGE_SIZE): PageSlice {
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const start = (page - 1) * pageSize;
  return { page, pageCount, start, end: Math.min(start + pageSize, rowCount) };
}

/** The page buttons to offer: the first, the last and the current page's neighbours, with gaps between. */
export function pageButtons(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, page - 1, page, page + 1, pageCount].filter((each) => each >= 1 && each <= pageCount));
  const pages = [...wanted].sort((a, b) => a - b);
  const buttons: (number | 'gap')[] = [];
  for (const [index, each] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && each - previous > 1) buttons.push('gap');
    buttons.push(each);
  }
  return buttons;
}
