import { Suspense, lazy, useCallback, useId, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { AU_STATES, REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField, type FieldMessages } from '@/components/ui/form-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ClientEnvError } from '@/lib/env-schema.ts';
import { getEnv } from '@/lib/env.ts';
import { ADDRESS_FIELDS, type RegistrationFormInput, type RegistrationFormValues } from '../registration-form-schema.ts';
import type { PlaceChoice } from './places-autocomplete.tsx';

// The Maps loader is only downloaded when a key is configured.
const PlacesAutocomplete = lazy(async () => ({
  default: (await import('./places-autocomplete.tsx')).PlacesAutocomplete,
}));

type AddressField = (typeof ADDRESS_FIELDS)[number];

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

/** Clinic name and address (spec section 2), with place autocomplete when Maps is configured. */
export function ClinicFields() {
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormValues>();
  const clinicNameInput = useRef<HTMLInputElement | null>(null);
  const streetInput = useRef<HTMLInputElement | null>(null);
  const addressErrorId = useId();
  const mapsApiKey = configuredMapsApiKey();

  const isIncomplete = (field: AddressField) => errors[field]?.message === REGISTRATION_MESSAGES.addressIncomplete;
  const addressIncomplete = ADDRESS_FIELDS.some(isIncomplete);
  // Empty parts share one message below the address; other errors (too long) stay with their field.
  const messagesFor = (field: AddressField): FieldMessages =>
    isIncomplete(field) ? { groupErrorId: addressErrorId } : { error: errors[field]?.message };

  const fillFromPlace = useCallback(
    (field: 'clinicName' | 'street', { address, name }: PlaceChoice) => {
      // Re-check as typing would once the user has tried to submit.
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      if (field === 'clinicName' && name) setValue('clinicName', name, options);
      setValue('street', address.street, options);
      setValue('city', address.city, options);
      setValue('state', address.state, options);
      setValue('postcode', address.postcode, options);
      if (address.country) setValue('country', address.country, options);
    },
    [setValue, isSubmitted],
  );

  return (
    <fieldset className="form-section">
      <legend>Clinic</legend>
      <TextField
        label="Clinic Name"
        autoComplete="organization"
        registration={register('clinicName')}
        inputRef={clinicNameInput}
        error={errors.clinicName?.message}
      />
      <TextField
        label="Street Address"
        autoComplete="address-line1"
        registration={register('street')}
        inputRef={streetInput}
        {...messagesFor('street')}
      />
      <div className="form-row">
        <TextField label="City" autoComplete="address-level2" registration={register('city')} {...messagesFor('city')} />
        <FormField label="State" {...messagesFor('state')}>
          {(control) => (
            <select {...register('state')} {...control} autoComplete="address-level1">
              <option value="">Select...</option>
              {AU_STATES.map((state) => (
                <option key={state.value} value={state.value}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label="Postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          registration={register('postcode')}
          {...messagesFor('postcode')}
        />
      </div>
      <TextField
        label="Country"
        autoComplete="country-name"
        registration={register('country')}
        error={errors.country?.message}
      />
      <FormError id={addressErrorId} message={addressIncomplete ? REGISTRATION_MESSAGES.addressIncomplete : null} />
      {mapsApiKey && (
        <Suspense fallback={null}>
          <PlacesAutocomplete
            apiKey={mapsApiKey}
            clinicNameInput={clinicNameInput}
            streetInput={streetInput}
            onChoose={fillFromPlace}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
