import { describe, expect, it } from 'vitest';
import { portalPlaces } from './portal-header.tsx';

describe('where the portal’s banner says you are', () => {
  it('names each portal screen, the worksheet under the admin dashboard', () => {
    expect(portalPlaces('/dashboard')).toEqual([{ label: 'Practitioner Dashboard' }]);
    expect(portalPlaces('/admin')).toEqual([{ label: 'Admin Dashboard' }]);
    expect(portalPlaces('/admin/worksheet/abc')).toEqual([
      { label: 'Admin Dashboard', to: '/admin?view=orders' },
      { label: 'Dispensing worksheet' },
    ]);
  });
});
