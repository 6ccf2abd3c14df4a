import { ORDER_MESSAGES } from '@pharmacy/shared';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';

interface OrderSubmittedProps {
  requestId: string;
  onSubmitAnother: () => void;
}

/** The Thank you! panel that replaces the form and cart after a successful submission. */
export function OrderSubmitted({ requestId, onSubmitAnother }: OrderSubmittedProps) {
  return (
    <section className="portal-panel order-submitted" aria-labelledby="order-submitted-heading">
      <div id="order-submitted-heading">
        <OutcomeHeading>{ORDER_MESSAGES.thankYou}</OutcomeHeading>
      </div>
      <p>
        Your request ID is <strong className="order-submitted__id">{requestId}</strong>.
      </p>
      <p>{ORDER_MESSAGES.confirmationSent}</p>
      <button type="button" className="button button--primary" onClick={onSubmitAnother}>
        {ORDER_MESSAGES.submitAnother}
      </button>
    </section>
  );
}
