import type { InputHTMLAttributes, RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FieldMessages } from './form-field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | 'id'>;

interface TextFieldProps extends InputProps, FieldMessages {
  label: string;
  registration: UseFormRegisterReturn;
  /** Also receives the input element, for code that attaches to it (the Places widget). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function TextField({ label, hint, error, groupErrorId, registration, inputRef, ...input }: TextFieldProps) {
  const ref = (element: HTMLInputElement | null) => {
    registration.ref(element);
    if (inputRef) inputRef.current = element;
  };
  return (
    <FormField label={label} hint={hint} error={error} groupErrorId={groupErrorId}>
      {(control) => <input {...input} {...registration} ref={ref} {...control} />}
    </FormField>
  );
}
