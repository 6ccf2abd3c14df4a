import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  filterPractitioners,
  nextSortOrder,
  sortPractitioners,
  type PractitionerFilters,
} from './practitioner-filters.ts';
import type { PractitionerRow } from './practitioner-row.ts';
import { practitionerRow } from './test-rows.ts';

const filtered = (rows: PractitionerRow[], filters: Partial<PractitionerFilters>) =>
  filterPractitioners(rows, { ...NO_FILTERS, ...filters }).map((row) => row.id);

describe('filtering practitioners', () => {
  const jane = practitionerRow({ id: 'jane', firstName: 'Jane', lastName: 'Citizen', email: 'jane@clinic.test' });
  const omar = practitionerRow({ id: 'omar', firstName: 'Omar', lastName: 'Haddad', email: 'o.h@harbour.test', status: 'approved' });
  const lee = practitionerRow({ id: 'lee', firstName: 'Lee', lastName: 'Wong', email: 'lee@wong.test', status: 'rejected' });
  const rows = [jane, omar, lee];

  it('keeps everyone without filters', () => {
    expect(filtered(rows, {})).toEqual(['jane', 'omar', 'lee']);
  });

  it('searches first name, last name, full name and e-mail, in part and in any case', () => {
    expect(filtered(rows, { search: 'JAN' })).toEqual(['jane']);
    expect(filtered(rows, { search: 'hadd' })).toEqual(['omar']);
    expect(filtered(rows, { search: 'jane citi' })).toEqual(['jane']);
    expect(filtered(rows, { search: '@harbour' })).toEqual(['omar']);
    expect(filtered(rows, { search: '  wong  ' })).toEqual(['lee']);
    expect(filtered(rows, { search: 'nobody' })).toEqual([]);
  });

  it('filters by status, a missing status counting as pending', () => {
    expect(filtered(rows, { status: 'approved' })).toEqual(['omar']);
    expect(filtered(rows, { status: 'pending' })).toEqual(['jane']);
    expect(filtered(rows, { status: 'rejected' })).toEqual(['lee']);
  });

  it('filters by role', () => {
    expect(filtered(rows, { role: 'practitioner' })).toEqual(['jane', 'omar', 'lee']);
    expect(filtered(rows, { role: 'admin' })).toEqual([]);
  });

  describe('registration dates are whole Sydney calendar days, both ends included', () => {
    // 2025-03-04 in Sydney (AEDT, UTC+11) runs from 2025-03-03T13:00Z to 2025-03-04T13:00Z.
    const atStart = practitionerRow({ id: 'start', createdAt: Date.parse('2025-03-03T13:00:00Z') });
    const dayBefore = practitionerRow({ id: 'before', createdAt: Date.parse('2025-03-03T12:59:59.999Z') });
    const atEnd = practitionerRow({ id: 'end', createdAt: Date.parse('2025-03-04T12:59:59.999Z') });
    const dayAfter = practitionerRow({ id: 'after', createdAt: Date.parse('2025-03-04T13:00:00Z') });
    const unknown = practitionerRow({ id: 'unknown', createdAt: 'unknown-format' });
    const dated = [dayBefore, atStart, atEnd, dayAfter, unknown];

    it('from and to on the same day keep only that day', () => {
      expect(filtered(dated, { registeredFrom: '2025-03-04', registeredTo: '2025-03-04' })).toEqual(['start', 'end']);
    });

    it('one bound alone is open on the other side; a record without a date never matches', () => {
      expect(filtered(dated, { registeredFrom: '2025-03-04' })).toEqual(['start', 'end', 'after']);
      expect(filtered(dated, { registeredTo: '2025-03-04' })).toEqual(['before', 'start', 'end']);
    });

    it('counts a 25-hour day (daylight saving ends on 6 April 2025) in full', () => {
      const lastHour = practitionerRow({ id: 'last', createdAt: Date.parse('2025-04-06T13:59:00Z') });
      const nextDay = practitionerRow({ id: 'next', createdAt: Date.parse('2025-04-06T14:00:00Z') });
      expect(filtered([lastHour, nextDay], { registeredTo: '2025-04-06' })).toEqual(['last']);
    });
  });

  it('matches the date of birth exactly, and never a record without one', () => {
    const born = practitionerRow({ id: 'born', dob: { year: 1985, month: 3, day: 7 } });
    const other = practitionerRow({ id: 'other', dob: { year: 1985, month: 3, day: 8 } });
    const none = practitionerRow({ id: 'none', dob: null });
    expect(filtered([born, other, none], { dob: '1985-03-07' })).toEqual(['born']);
  });

  it('combines filters', () => {
    expect(filtered(rows, { search: 'o', status: 'approved' })).toEqual(['omar']);
  });
});

describe('sorting practitioners', () => {
  const ids = (rows: PractitionerRow[]) => rows.map((row) => row.id);
  const a = practitionerRow({ id: 'a', firstName: 'amelia', lastName: 'Zhou', email: 'z@x.test', practitionerNumber: 'MED10', createdAt: 3 });
  const b = practitionerRow({ id: 'b', firstName: 'Ben', lastName: 'Adams', email: 'a@x.test', practitionerNumber: 'MED9', createdAt: 1 });
  const c = practitionerRow({ id: 'c', firstName: 'Ben', lastName: 'Brown', email: 'm@x.test', practitionerNumber: '', createdAt: 'missing' });

  it('sorts by full name, ignoring case', () => {
    expect(ids(sortPractitioners([c, b, a], { key: 'name', direction: 'asc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortPractitioners([c, b, a], { key: 'name', direction: 'desc' }))).toEqual(['c', 'b', 'a']);
  });

  it('compares numbers inside text as numbers', () => {
    expect(ids(sortPractitioners([a, b], { key: 'practitionerNumber', direction: 'asc' }))).toEqual(['b', 'a']);
  });

  it('puts missing values last in either direction', () => {
    expect(ids(sortPractitioners([c, a, b], { key: 'practitionerNumber', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortPractitioners([c, a, b], { key: 'registered', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
    expect(ids(sortPractitioners([c, a, b], { key: 'registered', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
  });

  it('sorts dates of birth by year, month and day', () => {
    const older = practitionerRow({ id: 'older', dob: { year: 1970, month: 12, day: 31 } });
    const younger = practitionerRow({ id: 'younger', dob: { year: 1985, month: 1, day: 2 } });
    const youngest = practitionerRow({ id: 'youngest', dob: { year: 1985, month: 1, day: 10 } });
    expect(ids(sortPractitioners([youngest, younger, older], { key: 'dob', direction: 'asc' }))).toEqual(['older', 'younger', 'youngest']);
  });

  it('keeps the order of rows that compare equal, and leaves its input alone', () => {
    const rows = [b, c];
    const sorted = sortPractitioners(rows, { key: 'clinicName', direction: 'desc' });
    expect(ids(sorted)).toEqual(['b', 'c']);
    expect(sorted).not.toBe(rows);
  });
});

describe('choosing a sort column', () => {
  it('starts newest registrations first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'registered', direction: 'desc' });
  });

  it('starts a newly chosen column ascending and toggles the active one', () => {
    const byEmail = nextSortOrder(DEFAULT_SORT, 'email');
    expect(byEmail).toEqual({ key: 'email', direction: 'asc' });
    expect(nextSortOrder(byEmail, 'email')).toEqual({ key: 'email', direction: 'desc' });
    expect(nextSortOrder(nextSortOrder(byEmail, 'email'), 'email')).toEqual({ key: 'email', direction: 'asc' });
    expect(nextSortOrder({ key: 'email', direction: 'desc' }, 'dob')).toEqual({ key: 'dob', direction: 'asc' });
  });
});
