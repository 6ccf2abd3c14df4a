/// <reference types="google.maps" />
import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { addressFromPlace, type AddressParts } from './address-from-place.ts';
import { PLACE_KINDS, choiceFromPrediction, suggestPlaces, type PlaceKind, type PlaceSuggestion } from './place-suggestions.ts';

export interface PlaceChoice {
  address: AddressParts;
  /** The business name, for places chosen in a business name field. */
  name: string | undefined;
}

type InputRef = RefObject<HTMLInputElement | null>;

/** One input that offers suggestions, what it looks for, and what to do with a choice. */
export interface PlaceField {
  input: InputRef;
  kind: PlaceKind;
  onChoose: (choice: PlaceChoice) => void;
}

export interface PlacesAutocompleteProps {
  apiKey: string;
  fields: readonly PlaceField[];
}

/**
 * Google Places suggestions on existing inputs (registration's clinic name and street,
 * a patient's delivery street), limited to Australia, through the Places API (New):
 * Google no longer offers the legacy Autocomplete widget to new projects. Loaded only
 * when a Maps key is configured; the inputs work as plain text fields without it,
 * while the library loads, or when Google cannot be reached.
 */
export function PlacesAutocomplete({ apiKey, fields }: PlacesAutocompleteProps) {
  return (
    <APIProvider apiKey={apiKey} region="AU" language="en-AU">
      {fields.map((field) => (
        <PlaceSuggestions key={field.kind} {...field} />
      ))}
    </APIProvider>
  );
}

/** The pause after the last keystroke before asking Google: one request per pause in typing, not per letter. */
const TYPING_PAUSE_MS = 250;
const MIN_INPUT_LENGTH = 3;

/** The open list: what Google suggested, placed under the input it belongs to. */
interface OpenList {
  suggestions: PlaceSuggestion[];
  top: number;
  left: number;
  width: number;
}

/**
 * Turns an existing input into an ARIA 1.2 combobox with a list of suggestions:
 * arrows move through them, Enter or a click chooses, Escape or leaving the field
 * closes the list. Typing stays plain typing; nothing is filled until a choice.
 */
function PlaceSuggestions({ input, kind, onChoose }: PlaceField) {
  const places = useMapsLibrary('places');
  const listId = useId();
  const [list, setList] = useState<OpenList | null>(null);
  const [active, setActive] = useState(-1);
  // One session from the first keystroke to the choice: Google bills it as one lookup.
  const session = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  const latestRequest = useRef(0);
  const open = list !== null;

  const close = () => {
    latestRequest.current += 1;
    setList(null);
    setActive(-1);
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    close();
    session.current = null;
    try {
      const place = await choiceFromPrediction(suggestion.prediction);
      onChoose({ address: addressFromPlace(place.addressComponents), name: place.name });
    } catch (error) {
      // What was typed stays; the practitioner completes the address by hand.
      console.warn('The chosen place could not be loaded from Google Places.', error);
    }
  };

  const lookUp = useEffectEvent(async (text: string) => {
    if (!places || text.trim().length < MIN_INPUT_LENGTH) return close();
    const request = ++latestRequest.current;
    session.current ??= new places.AutocompleteSessionToken();
    try {
      const found = await suggestPlaces(places, { input: text, kind, sessionToken: session.current });
      // An answer to an older keystroke, or to a field already left, is dropped.
      if (request !== latestRequest.current || document.activeElement !== input.current) return;
      const element = input.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const placed = { top: box.bottom + window.scrollY, left: box.left + window.scrollX, width: box.width };
      setList(found.length > 0 ? { suggestions: found, ...placed } : null);
      setActive(-1);
    } catch (error) {
      if (request === latestRequest.current) close();
      console.warn('Google Places suggestions could not be loaded.', error);
    }
  });

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!list) return;
    const { suggestions } = list;
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 ? (step === 1 ? 0 : last) : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter' && active >= 0) {
      // Choosing a suggestion must not submit the form.
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) void choose(suggestion);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });

  useEffect(() => {
    const element = input.current;
    if (!places || !element) return;
    element.setAttribute('role', 'combobox');
    element.setAttribute('aria-autocomplete', 'list');
    element.setAttribute('aria-controls', listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void lookUp(element.value), TYPING_PAUSE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => onKey(event);
    const onBlur = () => {
      clearTimeout(timer);
      close();
    };
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('blur', onBlur);
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) element.removeAttribute(name);
    };
  }, [places, input, listId]);

  // The input tells assistive technology whether the list is open and which suggestion is current.
  useEffect(() => {
    const element = input.current;
    if (!places || !element) return;
    element.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) element.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else element.removeAttribute('aria-activedescendant');
  }, [places, input, listId, open, active]);

  if (!list) return null;
  return createPortal(
    <div className="place-suggestions" style={{ top: list.top, left: list.left, width: list.width }}>
      <ul id={listId} role="listbox" aria-label={PLACE_KINDS[kind].listLabel}>
        {list.suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-suggestions__option"
            // Keep focus in the input, so choosing does not first close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
          >
            <span className="place-suggestions__main">{suggestion.main}</span>
            {suggestion.secondary && <span className="place-suggestions__secondary">{suggestion.secondary}</span>}
          </li>
        ))}
      </ul>
      <p className="place-suggestions__attribution">Powered by Google</p>
    </div>,
    document.body,
  );
}
