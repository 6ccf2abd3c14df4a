/**
 * Reading a list's view from an address (issue 13): each parameter is taken only when
 * it is valid, and the names of those that were not are collected, so the screen can
 * show the first page with a note (and the server can refuse) instead of failing.
 */

/** URLSearchParams as far as the lists use it (shared compiles without the DOM's or Node's types). */
export interface SearchParams {
  get: (name: string) => string | null;
  set: (name: string, value: string) => void;
  delete: (name: string) => void;
}

export interface ListParamReader {
  /** The value when present and valid; null when absent or empty. An invalid one is noted and gives null. */
  read: (name: string, valid: (value: string) => boolean) => string | null;
  /** Free text, cut to `max` characters. */
  text: (name: string, max?: number) => string;
  /** The names read so far whose values were not understood. */
  ignored: string[];
}

/** Searches longer than this are cut: nothing the lists search is longer. */
export const LIST_TEXT_MAX = 200;

export function listParamReader(params: Pick<SearchParams, 'get'>): ListParamReader {
  const ignored: string[] = [];
  return {
    ignored,
    read(name, valid) {
      const value = params.get(name);
      if (value === null || value === '') return null;
      if (valid(value)) return value;
      ignored.push(name);
      return null;
    },
    text: (name, max = LIST_TEXT_MAX) => (params.get(name) ?? '').slice(0, max),
  };
}

/** Narrows a string to one of `values`. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/**
 * Writes a list's filters into `params` under their names, leaving out those at their
 * defaults (so the plain list has a plain address), and keeping other parameters.
 */
export function writeListParams<Params extends SearchParams, K extends string>(
  params: Params,
  names: Record<K, string>,
  values: Record<K, string>,
  defaults: Record<K, string>,
): Params {
  for (const field of Object.keys(names) as K[]) {
    params.delete(names[field]);
    if (values[field] !== defaults[field]) params.set(names[field], values[field]);
  }
  return params;
}
