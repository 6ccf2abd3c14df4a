import { Suspense, lazy } from 'react';
import { ClientEnvError } from '@/lib/env-schema.ts';
import { getEnv } from '@/lib/env.ts';
import type { PlaceField } from './places-autocomplete.tsx';

export type { PlaceChoice, PlaceField } from './places-autocomplete.tsx';

// The Maps loader is only downloaded when a key is configured.
const PlacesAutocomplete = lazy(async () => ({
  default: (await import('./places-autocomplete.tsx')).PlacesAutocomplete,
}));

/**
 * The key is optional: with the rest of the configuration missing (a developer's
 * incomplete .env) the form still shows, and submitting it reports the problem.
 */
function configuredMapsApiKey(): string | undefined {
  try {
    return getEnv().VITE_MAPS_API_KEY;
  } catch (error) {
    if (error instanceof ClientEnvError) return undefined;
    throw error;
  }
}

/**
 * Google Places suggestions on the given inputs when a Maps key is configured
 * (decision 013); nothing at all without one, and the inputs stay plain fields.
 */
export function AddressSuggestions({ fields }: { fields: readonly PlaceField[] }) {
  const apiKey = configuredMapsApiKey();
  if (!apiKey) return null;
  return (
    <Suspense fallback={null}>
      <PlacesAutocomplete apiKey={apiKey} fields={fields} />
    </Suspense>
  );
}
