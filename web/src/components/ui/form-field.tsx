import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled and to point at its hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldMessages {
  hint?: string;
  /** Shown under the control. */
  error?: string;
  /** The id of an error shown elsewhere for a group of fields: the control is invalid and points at it. */
  groupErrorId?: string;
}

interface FormFieldProps extends FieldMessages {
  label: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field, wired together for assistive technology. */
export function FormField({ label, hint, error, groupErrorId, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, groupErrorId].filter(Boolean).join(' ') || undefined;
  const invalid = error || groupErrorId ? true : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
