import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './practitioner-filters.ts';
import { practitionerViewFrom, practitionerViewParams } from './practitioner-view.ts';

const from = (search: string) => practitionerViewFrom(new URLSearchParams(search));

describe('the practitioner list in the address', () => {
  it('reads filters, sort and cursor back as they were written', () => {
    const view = {
      filters: { ...NO_FILTERS, search: 'Jane', status: 'approved' as const, registeredFrom: '2024-03-01', dob: '1985-03-07' },
      order: { key: 'email' as const, direction: 'desc' as const },
      cursor: { direction: 'after' as const, id: 'abc123' },
      page: 3,
    };
    const params = practitionerViewParams(view, new URLSearchParams('view=overview'));
    expect(params.get('view')).toBe('overview');
    expect(practitionerViewFrom(params)).toEqual({ ...view, ignored: [] });
  });

  it('has no parameters for the default view', () => {
    expect(practitionerViewParams(from(''), new URLSearchParams()).toString()).toBe('');
  });

  it('ignores a malformed filter, sort or cursor, names it, and starts at the first page', () => {
    const view = from('status=archived&sort=shoe&dob=yesterday&after=a/b&page=7');
    expect(view.ignored).toEqual(['status', 'dob', 'sort', 'after']);
    expect(view.filters).toEqual(NO_FILTERS);
    expect(view.cursor).toBeNull();
    expect(view.page).toBe(1);
  });

  it('ignores a page number that is not a positive whole number', () => {
    expect(from('after=abc&page=-2')).toMatchObject({ page: 1, ignored: ['page'] });
  });
});
