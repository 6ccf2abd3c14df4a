/** Test data: the address parts Google gives for real Australian places. */
import type { AddressComponent } from './address-from-place.ts';

// Shaped like the Places API (New)'s addressComponents for real Australian places.
export const unitInSydneyCbd: AddressComponent[] = [
  { longText: '3', shortText: '3', types: ['subpremise'] },
  { longText: '100', shortText: '100', types: ['street_number'] },
  { longText: 'George Street', shortText: 'George St', types: ['route'] },
  { longText: 'Sydney', shortText: 'Sydney', types: ['locality', 'political'] },
  { longText: 'Council of the City of Sydney', shortText: 'Sydney', types: ['administrative_area_level_2', 'political'] },
  { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
  { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
  { longText: '2000', shortText: '2000', types: ['postal_code'] },
];

export const clinicInCanberra: AddressComponent[] = [
  { longText: '1', shortText: '1', types: ['street_number'] },
  { longText: 'Bowes Street', shortText: 'Bowes St', types: ['route'] },
  { longText: 'Phillip', shortText: 'Phillip', types: ['locality', 'political'] },
  { longText: 'Australian Capital Territory', shortText: 'ACT', types: ['administrative_area_level_1', 'political'] },
  { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
  { longText: '2606', shortText: '2606', types: ['postal_code'] },
];
