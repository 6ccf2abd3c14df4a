import { describe, expect, it } from 'vitest';
import { userListFields, type UserListSource } from '../platform/list-search.ts';
import { DEFAULT_SORT, NO_FILTERS, practitionerListQuery, type ListCondition, type PractitionerFilters } from './practitioner-list.ts';

/** A stored practitioner record as every writer keeps it. */
function stored(person: UserListSource): Record<string, unknown> {
  return { ...person, role: 'practitioner', status: 'approved', ...userListFields(person) };
}

function valueAt(record: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/** What Firestore does with one condition: strings compare byte by byte (code unit by code unit here, the same for these texts). */
function meets(record: Record<string, unknown>, { field, op, value }: ListCondition): boolean {
  const stored = valueAt(record, field);
  if (typeof stored !== typeof value) return false;
  if (op === '==') return stored === value;
  return op === '>=' ? (stored as string) >= (value as string) : (stored as string) < (value as string);
}

function found(search: string, record: Record<string, unknown>, filters: Partial<PractitionerFilters> = {}): boolean {
  const query = practitionerListQuery({ ...NO_FILTERS, ...filters, search }, DEFAULT_SORT);
  if (!query) return false;
  return query.conditions.every((condition) => meets(record, condition)) && (query.anyOf ?? [[]]).some((group) => group.every((condition) => meets(record, condition)));
}

const jane = stored({ firstName: 'Jane', lastName: "O'Connor-Citizen", email: 'Jane.OC@Clinic.example.au' });

describe('the practitioner search (decision 070)', () => {
  it('finds a practitioner by the start of the family name, the given name, the full name or the e-mail', () => {
    for (const typed of ["o'c", "O'Connor-Citizen", 'jan', 'jane o', "jane o'connor-citizen", 'jane.oc@', 'jane.oc@clinic.example.au']) {
      expect(found(typed, jane), typed).toBe(true);
    }
  });

  it('ignores case and extra spaces in what is typed', () => {
    for (const typed of ['JANE', '  Jane   O ', "O'CONNOR", 'JANE.OC@CLINIC']) expect(found(typed, jane), typed).toBe(true);
  });

  it('does not match the middle of a name or an e-mail, nor another practitioner', () => {
    for (const typed of ['ane', 'connor', 'citizen', 'clinic.example', 'janet', 'o connor', 'smith']) expect(found(typed, jane), typed).toBe(false);
  });

  it('keeps the other filters beside the search', () => {
    expect(found('jane', jane, { status: 'approved' })).toBe(true);
    expect(found('jane', jane, { status: 'pending' })).toBe(false);
    expect(practitionerListQuery({ ...NO_FILTERS, search: 'jane', role: 'admin' }, DEFAULT_SORT)).toBeNull();
  });

  it('asks for no prefix ranges without a search, and one range per stored key with one', () => {
    expect(practitionerListQuery(NO_FILTERS, DEFAULT_SORT)?.anyOf).toBeUndefined();
    const query = practitionerListQuery({ ...NO_FILTERS, search: ' Jane ' }, { key: 'email', direction: 'asc' });
    expect(query?.anyOf?.map((group) => group.map(({ field, op }) => `${field} ${op}`))).toEqual([
      ['searchKeys.name >=', 'searchKeys.name <'],
      ['searchKeys.familyName >=', 'searchKeys.familyName <'],
      ['searchKeys.email >=', 'searchKeys.email <'],
    ]);
    expect(query?.orderBy).toEqual({ field: 'listKeys.email', direction: 'asc' });
    expect(query?.thenBy).toEqual(['searchKeys.email', 'searchKeys.familyName', 'searchKeys.name']);
    const dated = practitionerListQuery({ ...NO_FILTERS, search: 'jane', registeredFrom: '2026-01-01' }, { key: 'name', direction: 'desc' });
    expect(dated?.thenBy).toEqual(['createdAt', 'searchKeys.email', 'searchKeys.familyName', 'searchKeys.name']);
  });
});
