/// <reference types="google.maps" />
/**
 * The two Places API (New) calls the address forms make, through the Maps JavaScript
 * API's `places` library: suggestions for what has been typed, and the address of
 * the one chosen. Only the fields the form fills are requested (Google bills by field).
 */
import type { AddressComponent } from './address-from-place.ts';

export type PlaceKind = 'establishment' | 'address';

export const PLACE_KINDS: Record<PlaceKind, { primaryTypes: string[]; listLabel: string }> = {
  // A clinic name field looks for businesses; a street field for street addresses.
  establishment: { primaryTypes: ['establishment'], listLabel: 'Suggested clinics' },
  address: { primaryTypes: ['street_address', 'premise', 'subpremise'], listLabel: 'Suggested addresses' },
};

/** Australia only (spec section 9), suggestions in Australian English. */
export const PLACES_REGION = 'au';
export const PLACES_LANGUAGE = 'en-AU';
/** What the form fills from a chosen place. */
export const PLACE_FIELDS = ['addressComponents', 'displayName'];

export interface PlaceSuggestion {
  id: string;
  /** e.g. "Woden Family Practice" or "1 Bowes Street". */
  main: string;
  /** e.g. "Phillip ACT, Australia". */
  secondary: string;
  prediction: google.maps.places.PlacePrediction;
}

export interface ChosenPlace {
  addressComponents: readonly AddressComponent[];
  name: string | undefined;
}

type PlacesLibrary = Pick<google.maps.PlacesLibrary, 'AutocompleteSuggestion'>;

interface SuggestRequest {
  input: string;
  kind: PlaceKind;
  sessionToken: google.maps.places.AutocompleteSessionToken;
}

export async function suggestPlaces(places: PlacesLibrary, { input, kind, sessionToken }: SuggestRequest): Promise<PlaceSuggestion[]> {
  const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input,
    sessionToken,
    includedPrimaryTypes: PLACE_KINDS[kind].primaryTypes,
    includedRegionCodes: [PLACES_REGION],
    language: PLACES_LANGUAGE,
    region: PLACES_REGION,
  });
  return suggestions.flatMap(({ placePrediction: prediction }) =>
    prediction
      ? [
          {
            id: prediction.placeId,
            main: prediction.mainText?.text ?? prediction.text.text,
            secondary: prediction.secondaryText?.text ?? '',
            prediction,
          },
        ]
      : [],
  );
}

/** The chosen suggestion's address parts and name; the session's token goes with it (it ends the billed session). */
export async function choiceFromPrediction(prediction: google.maps.places.PlacePrediction): Promise<ChosenPlace> {
  const { place } = await prediction.toPlace().fetchFields({ fields: PLACE_FIELDS });
  return { addressComponents: place.addressComponents ?? [], name: place.displayName ?? undefined };
}
