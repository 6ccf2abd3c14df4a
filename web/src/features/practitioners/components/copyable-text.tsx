import { CopyButton } from './copy-button.tsx';

interface CopyableTextProps {
  what: string;
  value: string;
  onCopyOutcome: (message: string) => void;
}

/** A table cell's text with its copy button; "-" and no button when there is nothing to copy. */
export function CopyableText({ what, value, onCopyOutcome }: CopyableTextProps) {
  if (value === '') return <>-</>;
  return (
    <span className="copyable">
      <span className="copyable__text">{value}</span>
      <CopyButton what={what} value={value} onOutcome={onCopyOutcome} />
    </span>
  );
}
