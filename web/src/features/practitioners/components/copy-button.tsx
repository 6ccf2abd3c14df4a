import { useEffect, useState } from 'react';

/** How long "Copied" stays on the button. */
const FEEDBACK_MS = 2000;

interface CopyButtonProps {
  /** What is copied, for the accessible name: "Copy email jane@…". */
  what: string;
  value: string;
  /** Announces the outcome in the table's one live region. */
  onOutcome: (message: string) => void;
}

export function CopyButton({ what, value, onOutcome }: CopyButtonProps) {
  const [feedback, setFeedback] = useState<'Copied' | 'Copy failed' | null>(null);

  useEffect(() => {
    if (feedback === null) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setFeedback('Copied');
      onOutcome(`Copied ${what} ${value}`);
    } catch {
      // No clipboard outside a secure context, or the browser refused it.
      setFeedback('Copy failed');
      onOutcome(`Could not copy ${what}. Select the text and copy it instead.`);
    }
  }

  return (
    <button
      type="button"
      className="copy-button"
      data-feedback={feedback ?? undefined}
      aria-label={`Copy ${what} ${value}`}
      onClick={() => void copy()}
    >
      {feedback ?? 'Copy'}
    </button>
  );
}
