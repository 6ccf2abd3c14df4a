import { describe, expect, it } from 'vitest';
import { normaliseSearch, searchPrefixes, userListFields } from './list-search.ts';

describe('the stored search and sort fields', () => {
  it('hold every start of the names, the full name and the e-mail, in lower case', () => {
    const { searchPrefixes: prefixes } = userListFields({ firstName: 'Jo', lastName: 'Li', email: 'JL@x.au' });
    expect(prefixes).toEqual(expect.arrayContaining(['j', 'jo', 'jo l', 'jo li', 'l', 'li', 'jl@x.au']));
    expect(prefixes).not.toContain('o');
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
