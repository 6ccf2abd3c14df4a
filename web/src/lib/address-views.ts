/**
 * A signed-in screen's views held in the address (?view=), so each one can be
 * bookmarked and Back works: the admin dashboard's views and the practitioner
 * dashboard's sections (decision 035). The default view has the plain address, and
 * a value nobody knows (an old bookmark, a typo) opens the default rather than nothing.
 */
export const VIEW_PARAM = 'view';

export interface AddressView<Id extends string> {
  id: Id;
  /** The nav link's text. */
  label: string;
}

export interface AddressViews<Id extends string> {
  views: readonly AddressView<Id>[];
  defaultView: Id;
  /** The view a ?view= value names; anything unknown opens the default. */
  from: (value: string | null) => Id;
  /** The screen's search for a view; the default one has no parameter. */
  search: (view: Id) => string;
}

export function addressViews<const Views extends readonly AddressView<string>[]>(
  views: Views,
  defaultView: Views[number]['id'],
): AddressViews<Views[number]['id']> {
  type Id = Views[number]['id'];
  return {
    views,
    defaultView,
    from: (value) => views.find((view) => view.id === value)?.id ?? defaultView,
    search: (view: Id) => (view === defaultView ? '' : `?${VIEW_PARAM}=${encodeURIComponent(view)}`),
  };
}
