import { describe, expect, it } from 'vitest';
import { adminViewFrom, adminViewSearch } from './admin-views.ts';

describe('admin dashboard views', () => {
  it('opens the view ?view= names, and the practitioners overview for anything else', () => {
    expect(adminViewFrom('orders')).toBe('orders');
    expect(adminViewFrom('audit-log')).toBe('audit-log');
    expect(adminViewFrom('pharmacy')).toBe('pharmacy');
    expect(adminViewFrom(null)).toBe('overview');
    expect(adminViewFrom('settings')).toBe('overview');
  });

  it('gives the default view the plain address', () => {
    expect(adminViewSearch('overview')).toBe('');
    expect(adminViewSearch('enquiries')).toBe('?view=enquiries');
    expect(adminViewSearch('pharmacy')).toBe('?view=pharmacy');
  });
});
