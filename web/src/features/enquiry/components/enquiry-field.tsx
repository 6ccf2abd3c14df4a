import { useId, type ReactNode } from 'react';

interface EnquiryFieldProps {
  label: string;
  /** Shown under the control and read out with it. */
  hint?: string;
  children: (control: { id: string; 'aria-describedby': string | undefined }) => ReactNode;
}

/** One labelled control of the enquiry form, with its optional hint wired for assistive technology. */
export function EnquiryField({ label, hint, children }: EnquiryFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': hintId })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
