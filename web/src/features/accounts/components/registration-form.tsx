import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { registerPractitioner } from '../api/register-practitioner.ts';
import { registrationErrorMessage } from '../registration-error-message.ts';
import {
  EMPTY_REGISTRATION_FORM,
  RegistrationFormSchema,
  registrationDetails,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from '../registration-form-schema.ts';
import { CheckEmailPanel } from './check-email-panel.tsx';
import { ClinicFields } from './clinic-fields.tsx';
import { CollectionNotice } from '@/components/ui/collection-notice.tsx';

/** Practitioner registration (spec sections 2, 4 and 5). Fields keep their values after any error. */
export function RegistrationForm() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: EMPTY_REGISTRATION_FORM,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerPractitioner(registrationDetails(values), values.password);
      setRegisteredEmail(values.email);
    } catch (error) {
      setError('root', { message: registrationErrorMessage(error) });
    }
  });

  if (registeredEmail !== null) return <CheckEmailPanel email={registeredEmail} />;

  return (
    <FormProvider {...form}>
      <form className="form registration-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="form-aside">All fields are required.</p>
        <fieldset className="form-section">
          <legend>Your Details</legend>
          <div className="form-row">
            <TextField
              label="First Name"
              autoComplete="given-name"
              registration={register('firstName')}
              error={errors.firstName?.message}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              registration={register('lastName')}
              error={errors.lastName?.message}
            />
          </div>
          <TextField
            label="Practitioner Number"
            placeholder="e.g. MED0001234567"
            hint="Your Ahpra registration number; veterinarians enter their state board registration, e.g. NSW 12345."
            autoComplete="off"
            spellCheck={false}
            registration={register('practitionerNumber')}
            error={errors.practitionerNumber?.message}
          />
        </fieldset>
        <ClinicFields />
        <fieldset className="form-section">
          <legend>Your Login</legend>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <NewPasswordFields
            password={{ label: 'Password', registration: register('password'), error: errors.password?.message }}
            confirm={{
              label: 'Confirm Password',
              registration: register('confirmPassword'),
              error: errors.confirmPassword?.message,
            }}
          />
        </fieldset>
        <CollectionNotice kind="registration" />
        <FormError message={errors.root?.message} />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Registering...' : 'Register'}
        </button>
        <p className="form-aside">
          Already registered? <Link to={ROUTES.practitioners}>Log in</Link>
        </p>
      </form>
    </FormProvider>
  );
}
