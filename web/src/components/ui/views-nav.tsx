import { Link } from 'react-router';
import type { AddressViews } from '@/lib/address-views.ts';

interface ViewsNavProps<Id extends string> {
  /** The nav's accessible name, e.g. "Admin dashboard views". */
  label: string;
  /** The screen the views belong to. */
  pathname: string;
  views: AddressViews<Id>;
  current: Id;
  /** Parameters every view keeps, e.g. whose work a staff member is doing (?for=, decision 044). */
  keep?: Record<string, string>;
  /**
   * A view's link is pointed at or focused, before any click: the screen may fetch the view's
   * code then (the admin's views, each a chunk of its own: decision 101). Never its data.
   */
  onIntent?: (id: Id) => void;
}

/** The view's search with the kept parameters after its own. */
function searchOf(search: string, keep: Record<string, string> | undefined): string {
  if (!keep) return search;
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(keep)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Links between a screen's views (decision 035): plain links, so Tab reaches each, a new
 * tab or a bookmark opens the same view, and Back returns to the last one. The open one
 * is marked for assistive technology too.
 */
export function ViewsNav<Id extends string>({ label, pathname, views, current, keep, onIntent }: ViewsNavProps<Id>) {
  return (
    <nav className="views-nav" aria-label={label}>
      <ul>
        {views.views.map(({ id, label: text }) => (
          <li key={id}>
            <Link
              to={{ pathname, search: searchOf(views.search(id), keep) }}
              className="views-nav__link"
              aria-current={id === current ? 'page' : undefined}
              onPointerEnter={onIntent && (() => onIntent(id))}
              onFocus={onIntent && (() => onIntent(id))}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
