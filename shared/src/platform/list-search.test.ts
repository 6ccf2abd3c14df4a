import { describe, expect, it } from 'vitest';
import { normaliseSearch, prefixRange, searchPrefixes, userListFields } from './list-search.ts';

describe('the stored search and sort fields', () => {
  it('hold the full name, the family name and the e-mail, normalised, and no list of prefixes', () => {
    const fields = userListFields({ firstName: ' Jo ', lastName: 'Li  Wu', email: 'JL@x.au' });
    expect(fields.searchKeys).toEqual({ name: 'jo li wu', familyName: 'li wu', email: 'jl@x.au' });
    expect(fields).not.toHaveProperty('searchPrefixes');
  });

  it('bound a prefix search so that every text starting with it, and only those, lies in the range', () => {
    const { start, end } = prefixRange('smi');
    for (const text of ['smi', 'smith', 'smiley', 'smi\u00e9']) expect(text >= start && text < end, text).toBe(true);
    for (const text of ['sm', 'smj', 'asmith', 'snow']) expect(text >= start && text < end, text).toBe(false);
  });

  it('normalise a search the same way, so any case and spacing finds the record', () => {
    expect(normaliseSearch('  JO   Li ')).toBe('jo li');
    expect(searchPrefixes(['Jo  Li'])).toContain(normaliseSearch('jo li'));
  });

  it('sort missing values as empty text and the date of birth as YYYY-MM-DD', () => {
    expect(userListFields({ firstName: 'Amelia', lastName: 'Zed', dobYear: 1985, dobMonth: 3, dobDay: 7 }).listKeys).toEqual({
      name: 'amelia zed',
      email: '',
      practitionerNumber: '',
      clinicName: '',
      clinicAddress: '',
      dob: '1985-03-07',
    });
  });
});
