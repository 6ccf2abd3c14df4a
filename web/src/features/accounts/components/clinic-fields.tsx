import { useCallback, useId, useMemo, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { AuStateOptions } from '@/components/ui/au-state-options.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField, type FieldMessages } from '@/components/ui/form-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { AddressSuggestions, type PlaceChoice, type PlaceField } from '@/components/places/address-suggestions.tsx';
import { ADDRESS_FIELDS, type RegistrationFormInput, type RegistrationFormValues } from '../registration-form-schema.ts';

type AddressField = (typeof ADDRESS_FIELDS)[number];

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
  const placeFields = useMemo<PlaceField[]>(
    () => [
      { input: clinicNameInput, kind: 'establishment', onChoose: (choice) => fillFromPlace('clinicName', choice) },
      { input: streetInput, kind: 'address', onChoose: (choice) => fillFromPlace('street', choice) },
    ],
    [fillFromPlace],
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
              <AuStateOptions />
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
      <AddressSuggestions fields={placeFields} />
    </fieldset>
  );
}
