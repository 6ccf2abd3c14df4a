import { FormField, type FieldMessages } from '@/components/ui/form-field.tsx';

interface WholeNumberFieldProps extends FieldMessages {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A whole number typed as text (days, repeats): a numeric keypad on a phone, checked when the item goes into the cart. */
export function WholeNumberField({ label, value, maxLength, placeholder, onChange, ...messages }: WholeNumberFieldProps) {
  return (
    <FormField label={label} {...messages}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
