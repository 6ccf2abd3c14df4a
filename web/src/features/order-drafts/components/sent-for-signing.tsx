import { ORDER_DRAFT_MESSAGES } from '@pharmacy/shared';

/** A staff member's outcome once a draft is sent: it waits for the prescriber's signature. */
export function SentForSigning({ onAnother }: { onAnother: () => void }) {
  return (
    <div className="surface-panel order-submitted" role="status">
      <h2>Sent for signing</h2>
      <p>{ORDER_DRAFT_MESSAGES.saved}</p>
      <p>It reaches the pharmacy once the prescriber signs it. You can follow it under Drafts.</p>
      <button type="button" className="button button--primary" onClick={onAnother}>
        Prepare another order
      </button>
    </div>
  );
}
