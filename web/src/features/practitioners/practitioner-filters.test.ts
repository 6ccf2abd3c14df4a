import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSortOrder } from './practitioner-filters.ts';

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
