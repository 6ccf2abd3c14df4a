/**
 * What Practitioner Registrations shows, held in the address (issue 13): filters, sort
 * and the page's cursor, so Back, a reload and a pasted link show the same list. Anything
 * in the address that is not understood is dropped with a note, never a blank screen.
 * The filters and sort are read by the shared code the server's export uses too.
 */
import { isDocumentId, listParamReader, practitionerListFrom, writePractitionerList, type PractitionerListView } from '@pharmacy/shared';

/** The page starts after (Next) or ends before (Previous) this record. */
export interface PageCursor {
  direction: 'after' | 'before';
  id: string;
}

export interface PractitionerView extends PractitionerListView {
  cursor: PageCursor | null;
  /** 1-based, for "Showing 51–100"; 1 without a cursor. */
  page: number;
}

const AFTER = 'after';
const BEFORE = 'before';
const PAGE = 'page';

export function practitionerViewFrom(params: URLSearchParams): PractitionerView {
  const list = practitionerListFrom(params);
  const { read, ignored } = listParamReader(params);
  const after = read(AFTER, isDocumentId);
  const before = read(BEFORE, isDocumentId);
  const cursor: PageCursor | null = after ? { direction: 'after', id: after } : before ? { direction: 'before', id: before } : null;
  const pageText = read(PAGE, (value) => /^[1-9]\d{0,6}$/.test(value));
  const page = cursor && pageText ? Number(pageText) : 1;
  return { ...list, cursor, page, ignored: [...list.ignored, ...ignored] };
}

/** The address's parameters for a view, keeping those of other parts of the dashboard. */
export function practitionerViewParams(view: Omit<PractitionerView, 'ignored'>, current: URLSearchParams): URLSearchParams {
  const params = writePractitionerList(new URLSearchParams(current), view);
  for (const name of [AFTER, BEFORE, PAGE]) params.delete(name);
  if (view.cursor) {
    params.set(view.cursor.direction === 'after' ? AFTER : BEFORE, view.cursor.id);
    params.set(PAGE, String(view.page));
  }
  return params;
}
