import { useId, type Ref } from 'react';
import { ORDER_MESSAGES } from '@pharmacy/shared';

interface ConsentDialogProps {
  ref: Ref<HTMLDialogElement>;
  /** Called however the dialog closes (OK or Escape), to put focus back where it was. */
  onClose: () => void;
}

/**
 * The consent-required modal (spec section 2). A native <dialog> opened with
 * showModal(): it traps focus, makes the page behind inert and closes on Escape.
 */
export function ConsentDialog({ ref, onClose }: ConsentDialogProps) {
  const messageId = useId();
  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby={messageId} onClose={onClose}>
      <p id={messageId}>{ORDER_MESSAGES.consentRequired}</p>
      <form method="dialog">
        <button type="submit" className="button button--primary" autoFocus>
          OK
        </button>
      </form>
    </dialog>
  );
}
