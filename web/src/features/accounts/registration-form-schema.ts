import { z } from 'zod';
import {
  AU_STATES,
  DEFAULT_COUNTRY,
  PractitionerDetailsSchema,
  REGISTRATION_MESSAGES,
  RegistrationDetailsSchema,
  type RegistrationDetails,
} from '@pharmacy/shared';
import { newPasswordFields, withMatchingPasswords } from './password-schema.ts';

const isAuState = (value: string) => AU_STATES.some((state) => state.value === value);

/**
 * One address part. Empty parts share the spec's one message (section 5); the
 * limits keep the combined clinicAddress within the server's 300 characters.
 */
const addressPart = (max: number) =>
  z.string().trim().min(1, REGISTRATION_MESSAGES.addressIncomplete).max(max, REGISTRATION_MESSAGES.tooLong);

/**
 * The registration form: the shared details schema (the server validates the same
 * rules), the clinic address in parts, and the password twice.
 */
export const RegistrationFormSchema = withMatchingPasswords(
  z.object({
    firstName: PractitionerDetailsSchema.shape.firstName,
    lastName: PractitionerDetailsSchema.shape.lastName,
    practitionerNumber: PractitionerDetailsSchema.shape.practitionerNumber,
    clinicName: PractitionerDetailsSchema.shape.clinicName,
    street: addressPart(150),
    city: addressPart(60),
    state: z.string().refine(isAuState, REGISTRATION_MESSAGES.addressIncomplete),
    postcode: addressPart(10),
    country: z.string().trim().min(1, 'Please enter your country.').max(56, REGISTRATION_MESSAGES.tooLong),
    email: RegistrationDetailsSchema.shape.email,
    ...newPasswordFields,
  }),
);
export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
export type RegistrationFormValues = z.output<typeof RegistrationFormSchema>;

/** The fields whose emptiness the address message reports, in one place on the form. */
export const ADDRESS_FIELDS = ['street', 'city', 'state', 'postcode'] as const;

export const EMPTY_REGISTRATION_FORM: RegistrationFormInput = {
  firstName: '',
  lastName: '',
  practitionerNumber: '',
  clinicName: '',
  street: '',
  city: '',
  state: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  email: '',
  password: '',
  confirmPassword: '',
};

/** One line, as the spec's pending data and the admin table hold it: "1 George Street, Sydney NSW 2000, Australia". */
function combineClinicAddress(values: Pick<RegistrationFormValues, 'street' | 'city' | 'state' | 'postcode' | 'country'>) {
  return `${values.street}, ${values.city} ${values.state} ${values.postcode}, ${values.country}`;
}

export function registrationDetails(values: RegistrationFormValues): RegistrationDetails {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    practitionerNumber: values.practitionerNumber,
    clinicName: values.clinicName,
    clinicAddress: combineClinicAddress(values),
    email: values.email,
  };
}
