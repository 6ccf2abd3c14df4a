import { describe, expect, it } from 'vitest';
import { addressFromPlace, type AddressComponent } from './address-from-place.ts';

// Shaped like the Places API's address_components for real Australian places.
const unitInSydneyCbd: AddressComponent[] = [
  { long_name: '3', short_name: '3', types: ['subpremise'] },
  { long_name: '100', short_name: '100', types: ['street_number'] },
  { long_name: 'George Street', short_name: 'George St', types: ['route'] },
  { long_name: 'Sydney', short_name: 'Sydney', types: ['locality', 'political'] },
  { long_name: 'Council of the City of Sydney', short_name: 'Sydney', types: ['administrative_area_level_2', 'political'] },
  { long_name: 'New South Wales', short_name: 'NSW', types: ['administrative_area_level_1', 'political'] },
  { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
  { long_name: '2000', short_name: '2000', types: ['postal_code'] },
];

const clinicInCanberra: AddressComponent[] = [
  { long_name: '1', short_name: '1', types: ['street_number'] },
  { long_name: 'Bowes Street', short_name: 'Bowes St', types: ['route'] },
  { long_name: 'Phillip', short_name: 'Phillip', types: ['locality', 'political'] },
  { long_name: 'Australian Capital Territory', short_name: 'ACT', types: ['administrative_area_level_1', 'political'] },
  { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
  { long_name: '2606', short_name: '2606', types: ['postal_code'] },
];

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
      { long_name: 'Bruxner Highway', short_name: 'Bruxner Hwy', types: ['route'] },
      { long_name: 'Tenterfield Shire Council', short_name: 'Tenterfield', types: ['administrative_area_level_2', 'political'] },
      { long_name: 'New South Wales', short_name: 'NSW', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
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
      { long_name: 'Flying Fish Cove', short_name: 'Flying Fish Cove', types: ['locality', 'political'] },
      { long_name: 'Christmas Island', short_name: 'CX', types: ['administrative_area_level_1', 'political'] },
      { long_name: '6798', short_name: '6798', types: ['postal_code'] },
    ];
    expect(addressFromPlace(christmasIsland)).toMatchObject({ state: '', city: 'Flying Fish Cove', postcode: '6798' });
  });

  it('returns empty parts for a place without components', () => {
    expect(addressFromPlace([])).toEqual({ street: '', city: '', state: '', postcode: '', country: '' });
  });
});
