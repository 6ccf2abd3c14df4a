import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { addressFromPlace, type ClinicAddressParts } from '../address-from-place.ts';

export interface PlaceChoice {
  address: ClinicAddressParts;
  /** The business name, for places chosen in the clinic name field. */
  name: string | undefined;
}

type InputRef = RefObject<HTMLInputElement | null>;

interface PlacesAutocompleteProps {
  apiKey: string;
  clinicNameInput: InputRef;
  streetInput: InputRef;
  onChoose: (field: 'clinicName' | 'street', choice: PlaceChoice) => void;
}

// Module constants: a new array each render would re-create the widgets.
const CLINIC_TYPES = ['establishment'];
const STREET_TYPES = ['address'];

/**
 * Google Places suggestions on the clinic name and street inputs (spec section 2),
 * limited to Australia. Loaded only when a Maps key is configured; the inputs work
 * as plain text fields without it, or while the script loads, or if it fails.
 */
export function PlacesAutocomplete({ apiKey, clinicNameInput, streetInput, onChoose }: PlacesAutocompleteProps) {
  return (
    <APIProvider apiKey={apiKey} region="AU" language="en-AU">
      <AttachAutocomplete input={clinicNameInput} types={CLINIC_TYPES} onChoose={(choice) => onChoose('clinicName', choice)} />
      <AttachAutocomplete input={streetInput} types={STREET_TYPES} onChoose={(choice) => onChoose('street', choice)} />
    </APIProvider>
  );
}

interface AttachAutocompleteProps {
  input: InputRef;
  types: string[];
  onChoose: (choice: PlaceChoice) => void;
}

function AttachAutocomplete({ input, types, onChoose }: AttachAutocompleteProps) {
  const places = useMapsLibrary('places');
  // The latest callback without re-creating the widget on every render of the form.
  const choose = useEffectEvent(onChoose);

  useEffect(() => {
    const element = input.current;
    if (!places || !element) return;
    const autocomplete = new places.Autocomplete(element, {
      componentRestrictions: { country: 'au' },
      // Only what the form uses: Places bills by the fields requested.
      fields: ['address_components', 'name'],
      types,
    });
    const listener = autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      // Enter without choosing a suggestion gives a place with only the typed name: keep what was typed.
      if (!place.address_components) return;
      choose({ address: addressFromPlace(place.address_components), name: place.name });
    });
    return () => listener.remove();
  }, [places, input, types]);

  return null;
}
