import { describe, expect, it } from 'vitest';
import { addressFromPlace } from './address-from-place.ts';
import { clinicInCanberra, unitInSydneyCbd } from './test-places.ts';

describe('address from a chosen place', () => {
  it('fills street (unit/number and the full street name), city, state code, postcode and country', () => {
    expect(addressFromPlace(unitInSydneyCbd)).toEqual({
      street: '3/100 George Street',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
    });
  });

  it('takes the suburb, not the council, as the city', () => {
    expect(addressFromPlace(clinicInCanberra)).toMatchObject({ street: '1 Bowes Street', city: 'Phillip', state: 'ACT' });
  });

  it('falls back to the council area when a rural place has no locality', () => {
    const rural = [
      { longText: 'Bruxner Highway', shortText: 'Bruxner Hwy', types: ['route'] },
      { longText: 'Tenterfield Shire Council', shortText: 'Tenterfield', types: ['administrative_area_level_2', 'political'] },
      { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
      { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
    ];
    expect(addressFromPlace(rural)).toEqual({
      street: 'Bruxner Highway',
      city: 'Tenterfield Shire Council',
      state: 'NSW',
      postcode: '',
      country: 'Australia',
    });
  });

  it('leaves the state empty for a region that is not an Australian state', () => {
    const christmasIsland = [
      { longText: 'Flying Fish Cove', shortText: 'Flying Fish Cove', types: ['locality', 'political'] },
      { longText: 'Christmas Island', shortText: 'CX', types: ['administrative_area_level_1', 'political'] },
      { longText: '6798', shortText: '6798', types: ['postal_code'] },
    ];
    expect(addressFromPlace(christmasIsland)).toMatchObject({ state: '', city: 'Flying Fish Cove', postcode: '6798' });
  });

  it('returns empty parts for a place without components', () => {
    expect(addressFromPlace([])).toEqual({ street: '', city: '', state: '', postcode: '', country: '' });
  });
});
