import { useEffect, useState } from 'react';
import { INVOICE_STATUS_LABELS, PAY_MESSAGES, formatAud } from '@pharmacy/shared';
import { getPayPage, startCheckout, type PayPageAnswer } from '../api/pay-by-card-api.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** Back from Stripe, the webhook usually lands within seconds: ask again this often, this many times. */
const RECHECK_MS = 2000;
const RECHECKS = 60;

/**
 * The patient's pay page (issue 34 part 6, decision 079), opened from the link in their
 * e-mail without signing in: the pharmacy, the invoice's number, what is owing and its
 * status (the server answers nothing else), and "Pay by card", which opens Stripe's
 * checkout. Back from Stripe it says Paid only once the server does, which is only after
 * Stripe's verified webhook; until then it asks again every few seconds.
 */
export function PayPage({
  token,
  returnedFromCheckout,
  pharmacyPhone,
  openCheckout = (url) => window.location.assign(url),
}: {
  token: string;
  returnedFromCheckout: boolean;
  pharmacyPhone: string;
  /** Leaves for Stripe's page; a test passes its own. */
  openCheckout?: (url: string) => void;
}) {
  const [answered, setAnswered] = useState<{ token: string; answer: PayPageAnswer; checks: number } | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const answer = answered?.token === token ? answered.answer : null;
  const waiting = returnedFromCheckout && answer?.kind === 'found' && answer.invoice.status === 'unpaid';
  const checks = answered?.token === token ? answered.checks : 0;

  useEffect(() => {
    let current = true;
    const delay = checks === 0 ? 0 : RECHECK_MS;
    if (checks > 0 && (!waiting || checks > RECHECKS)) return;
    const timer = setTimeout(() => {
      void getPayPage(token).then((next) => {
        if (current) setAnswered({ token, answer: next, checks: checks + 1 });
      });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token, checks, waiting]);

  async function pay() {
    setPaying(true);
    setPayError(null);
    const started = await startCheckout(token);
    if ('url' in started) {
      openCheckout(started.url);
      return;
    }
    setPaying(false);
    setPayError(started.error ?? PAY_MESSAGES.cardUnavailable);
  }

  const call = (
    <p>
      Questions? Call the pharmacy on <a href={telHref(pharmacyPhone)}>{pharmacyPhone}</a>.
    </p>
  );
  if (answer === null) return <p aria-busy="true">Looking up your invoice...</p>;
  if (answer.kind === 'not-found')
    return (
      <div className="pay-page">
        <p className="notice notice--warning">{PAY_MESSAGES.linkNotFound}</p>
        {call}
      </div>
    );
  if (answer.kind === 'failed')
    return (
      <div className="pay-page">
        <p className="notice notice--warning">The invoice could not be loaded just now. Please try again later.</p>
        {call}
      </div>
    );
  const { invoice } = answer;
  return (
    <div className="pay-page">
      <dl className="fact-list">
        <dt>From</dt>
        <dd>{invoice.pharmacyName}</dd>
        <dt>Invoice</dt>
        <dd>{invoice.number}</dd>
        <dt>Amount due</dt>
        <dd>{formatAud(invoice.amountDueCents)}</dd>
        <dt>Status</dt>
        <dd data-testid="pay-status">{INVOICE_STATUS_LABELS[invoice.status]}</dd>
      </dl>
      <div aria-live="polite">
        {invoice.status === 'paid' && <p className="notice">{PAY_MESSAGES.alreadyPaid}</p>}
        {waiting && <p className="notice">{PAY_MESSAGES.waitingForStripe}</p>}
        {payError && (
          <p className="notice notice--warning" role="alert">
            {payError}
          </p>
        )}
      </div>
      {invoice.status === 'unpaid' && invoice.amountDueCents > 0 && !waiting && (
        <button type="button" className="button button--primary" onClick={() => void pay()} disabled={paying}>
          {paying ? 'Opening the card payment...' : PAY_MESSAGES.payByCard}
        </button>
      )}
      {invoice.status !== 'paid' && invoice.status !== 'unpaid' && <p>{PAY_MESSAGES.notPayable}</p>}
      {call}
    </div>
  );
}
