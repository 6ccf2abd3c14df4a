/** The practitioner table shows this many rows a page; the database reads one page at a time (issue 13). */
export const PAGE_SIZE = 50;
