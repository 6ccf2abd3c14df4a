import { AU_STATES, type AuStateCode } from '@pharmacy/shared';

/** One entry of a place's `addressComponents` (google.maps.places.AddressComponent, Places API (New)). */
export interface AddressComponent {
  readonly longText: string | null;
  readonly shortText: string | null;
  readonly types: readonly string[];
}

export interface AddressParts {
  street: string;
  city: string;
  /** '' when the place is not in an Australian state or territory. */
  state: AuStateCode | '';
  postcode: string;
  country: string;
}

// Australian places carry the suburb as `locality`; the others cover places without one.
const CITY_TYPES = ['locality', 'postal_town', 'sublocality_level_1', 'administrative_area_level_2'];

/** An address form's fields from a chosen place. Parts the place lacks come back empty. */
export function addressFromPlace(components: readonly AddressComponent[]): AddressParts {
  const part = (type: string, name: 'longText' | 'shortText' = 'longText') =>
    components.find((component) => component.types.includes(type))?.[name] ?? '';

  const number = [part('subpremise'), part('street_number')].filter(Boolean).join('/');
  const stateCode = part('administrative_area_level_1', 'shortText');
  return {
    // Australian style: unit and street number joined by a slash, e.g. 3/100 George Street.
    street: [number, part('route')].filter(Boolean).join(' '),
    city: CITY_TYPES.map((type) => part(type)).find(Boolean) ?? '',
    state: AU_STATES.find((state) => state.value === stateCode)?.value ?? '',
    postcode: part('postal_code'),
    country: part('country'),
  };
}
