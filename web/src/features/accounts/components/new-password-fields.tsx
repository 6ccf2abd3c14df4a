import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field.tsx';
import { PASSWORD_MESSAGES } from '../password-schema.ts';

interface PasswordInput {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

interface NewPasswordFieldsProps {
  password: PasswordInput;
  confirm: PasswordInput;
}

/**
 * A new password typed twice, with "Show password": people check what they typed,
 * since a mistyped new password locks them out.
 */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <>
      {[password, confirm].map(({ label, registration, error }) => (
        <TextField
          key={label}
          label={label}
          hint={registration.name === 'password' ? PASSWORD_MESSAGES.hint : undefined}
          type={type}
          autoComplete="new-password"
          registration={registration}
          error={error}
        />
      ))}
      <label className="checkbox-field">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        Show password
      </label>
    </>
  );
}
