/**
 * The stored, normalised fields that let Firestore search and sort the admin's lists
 * (decision 023). Firestore has no text search and compares strings byte by byte, so
 * the server writes lower-cased copies beside the originals. A users record keeps
 * `searchKeys` (full name, family name and e-mail, normalised), which a search reads with
 * one range per field (decision 070), and `listKeys`, the values the practitioner table
 * sorts by. The orders queue still keeps `searchPrefixes`: every start of the words a
 * search may begin with, queried with array-contains.
 */

/** Searches longer than this match on their first this-many characters. */
export const SEARCH_PREFIX_MAX = 40;

/** Lower case, spaces trimmed and runs of them as one: "  Jane  CITIZEN" -> "jane citizen". */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU').slice(0, SEARCH_PREFIX_MAX);
}

/** Every non-empty start of each text, normalised, without repeats. */
export function searchPrefixes(texts: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const text of texts) {
    const normal = normaliseSearch(text);
    for (let end = 1; end <= normal.length; end += 1) prefixes.add(normal.slice(0, end));
  }
  return [...prefixes];
}

/** What a users/{uid} record needs for the list's search and sort. */
export interface UserListSource {
  firstName?: string;
  lastName?: string;
  email?: string;
  practitionerNumber?: string;
  clinicName?: string;
  clinicAddress?: string;
  dobYear?: number;
  dobMonth?: number;
  dobDay?: number;
}

/** The sort columns of Practitioner Registrations other than Registered (createdAt). */
export const USER_LIST_KEYS = ['name', 'email', 'practitionerNumber', 'clinicName', 'clinicAddress', 'dob'] as const;
export type UserListKey = (typeof USER_LIST_KEYS)[number];

/**
 * The normalised texts a practitioner search matches the start of (decision 070): the
 * full name ("given family", so also the given name), the family name and the e-mail.
 */
export interface UserSearchKeys {
  name: string;
  familyName: string;
  email: string;
}
export const USER_SEARCH_KEYS = ['name', 'familyName', 'email'] as const satisfies readonly (keyof UserSearchKeys)[];

/**
 * The bounds of a prefix search on a normalised field: every string that starts with
 * `prefix` is >= start and < end ('\uf8ff' sorts after any character a name or an
 * e-mail holds), so Firestore answers it as one range of an index.
 */
export function prefixRange(prefix: string): { start: string; end: string } {
  return { start: prefix, end: `${prefix}\uf8ff` };
}

export interface UserListFields {
  searchKeys: UserSearchKeys;
  /** Lower-cased, '' when missing (Firestore leaves a document without the field out of a sort). */
  listKeys: Record<UserListKey, string>;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** YYYY-MM-DD, or '' unless year, month and day are all recorded. */
export function dobKey({ dobYear, dobMonth, dobDay }: Pick<UserListSource, 'dobYear' | 'dobMonth' | 'dobDay'>): string {
  if (dobYear === undefined || dobMonth === undefined || dobDay === undefined) return '';
  return `${pad(dobYear, 4)}-${pad(dobMonth, 2)}-${pad(dobDay, 2)}`;
}

/** The fields every writer of a users record stores beside it (and the backfill adds to older ones). */
export function userListFields(record: UserListSource): UserListFields {
  const firstName = record.firstName ?? '';
  const lastName = record.lastName ?? '';
  const email = record.email ?? '';
  const lower = (text: string | undefined) => (text ?? '').trim().toLocaleLowerCase('en-AU');
  return {
    searchKeys: { name: normaliseSearch(`${firstName} ${lastName}`), familyName: normaliseSearch(lastName), email: normaliseSearch(email) },
    listKeys: {
      name: lower(`${firstName} ${lastName}`),
      email: lower(email),
      practitionerNumber: lower(record.practitionerNumber),
      clinicName: lower(record.clinicName),
      clinicAddress: lower(record.clinicAddress),
      dob: dobKey(record),
    },
  };
}

/** The practitioner block of an order request, as far as the queue's search reads it. */
export interface OrderListSource {
  firstName?: string;
  lastName?: string;
  email?: string;
  clinicName?: string;
}

/**
 * What the orders queue searches: the request ID (HC-YYMMDD-XXXX) and the start of the
 * practitioner's first name, last name, full name, e-mail or clinic.
 */
export function orderListFields(requestId: string, practitioner: OrderListSource): { searchPrefixes: string[] } {
  const { firstName = '', lastName = '', email = '', clinicName = '' } = practitioner;
  return { searchPrefixes: searchPrefixes([requestId, firstName, lastName, `${firstName} ${lastName}`, email, clinicName]) };
}
