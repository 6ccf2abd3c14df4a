import { useEffect, useRef } from 'react';
import type { EnquiryCopy } from '../enquiry-copy.ts';

interface EnquirySentProps {
  copy: EnquiryCopy;
  onAgain: () => void;
}

/** Replaces the form once the server has accepted it (spec section 4, "sent"). */
export function EnquirySent({ copy, onAgain }: EnquirySentProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The form the visitor was in has gone: bring focus, and screen readers, to the outcome.
  useEffect(() => panel.current?.focus(), []);

  return (
    <div ref={panel} className="enquiry-sent" tabIndex={-1}>
      <p className="enquiry-sent__message">
        <strong>Thank you!</strong> {copy.sentMessage}
      </p>
      <button type="button" className="button button--primary" onClick={onAgain}>
        {copy.againLabel}
      </button>
    </div>
  );
}
