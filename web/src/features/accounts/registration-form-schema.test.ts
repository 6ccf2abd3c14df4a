import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMPTY_REGISTRATION_FORM,
  RegistrationFormSchema,
  registrationDetails,
  type RegistrationFormInput,
} from './registration-form-schema.ts';

const complete: RegistrationFormInput = {
  firstName: 'Sam',
  lastName: 'Lee',
  practitionerNumber: 'med 000 123 4567',
  clinicName: 'Harbour Family Clinic',
  street: '3/100 George Street',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'Australia',
  email: ' sam@example.com ',
  password: 'a good password',
  confirmPassword: 'a good password',
};

function fieldErrors(input: RegistrationFormInput): Record<string, string[] | undefined> {
  const result = RegistrationFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('registration form rules', () => {
  it('turns a complete form into the details the server stores, address on one line', () => {
    const values = RegistrationFormSchema.parse(complete);
    expect(registrationDetails(values)).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      practitionerNumber: 'MED0001234567',
      clinicName: 'Harbour Family Clinic',
      clinicAddress: '3/100 George Street, Sydney NSW 2000, Australia',
      email: 'sam@example.com',
    });
  });

  it('starts with Australia as the country', () => {
    expect(EMPTY_REGISTRATION_FORM.country).toBe('Australia');
  });

  it('every field is required', () => {
    expect(fieldErrors(EMPTY_REGISTRATION_FORM)).toEqual({
      firstName: ['Please enter your first name.'],
      lastName: ['Please enter your last name.'],
      practitionerNumber: ['Please enter your practitioner number.'],
      clinicName: ['Please enter your clinic name.'],
      street: ['Please fill in all address fields (Address, City, State, Postcode).'],
      city: ['Please fill in all address fields (Address, City, State, Postcode).'],
      state: ['Please fill in all address fields (Address, City, State, Postcode).'],
      postcode: ['Please fill in all address fields (Address, City, State, Postcode).'],
      email: ['Please enter a valid email address.'],
      password: ['Please enter a password.'],
    });
  });

  it.each(['street', 'city', 'state', 'postcode'] as const)('a missing %s gives the address message', (field) => {
    expect(fieldErrors({ ...complete, [field]: ' ' })).toEqual({
      [field]: ['Please fill in all address fields (Address, City, State, Postcode).'],
    });
  });

  it('accepts only Australian states and territories', () => {
    expect(fieldErrors({ ...complete, state: 'Auckland' })).toHaveProperty('state');
    expect(fieldErrors({ ...complete, state: 'TAS' })).toEqual({});
  });

  it('explains the format of a practitioner number it does not recognise', () => {
    expect(fieldErrors({ ...complete, practitionerNumber: '12345' }).practitionerNumber?.[0]).toMatch(
      /^Enter your Ahpra registration number .*e\.g\. MED0001234567.*NSW 12345/,
    );
  });

  it('says "Passwords do not match." alongside other errors', () => {
    expect(fieldErrors({ ...complete, firstName: '', confirmPassword: 'something else' })).toEqual({
      firstName: ['Please enter your first name.'],
      confirmPassword: ['Passwords do not match.'],
    });
  });

  it('keeps the combined address within what the server accepts', () => {
    const longest = { ...complete, street: 'x'.repeat(150), city: 'y'.repeat(60), postcode: '1'.repeat(10), country: 'z'.repeat(56) };
    expect(registrationDetails(RegistrationFormSchema.parse(longest)).clinicAddress.length).toBeLessThanOrEqual(300);
    expect(fieldErrors({ ...complete, street: 'x'.repeat(151) })).toEqual({ street: ['This field is too long.'] });
  });
});
