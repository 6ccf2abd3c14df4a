interface ShowPasswordToggleProps {
  shown: boolean;
  onChange: (shown: boolean) => void;
}

/** Lets people check what they typed: a mistyped new password locks them out. */
export function ShowPasswordToggle({ shown, onChange }: ShowPasswordToggleProps) {
  return (
    <label className="checkbox-field">
      <input type="checkbox" checked={shown} onChange={(event) => onChange(event.target.checked)} />
      Show password
    </label>
  );
}
